/** The Studio shell: sign-in until there is a session, then the screen the path names. */
import { useCallback, useEffect, useState } from 'react';
import { api, type SessionInfo } from './api.js';
import { SignIn } from './sign-in.js';
import { FlowsScreen } from './flows-screen.js';
import { CanvasScreen } from './canvas/canvas-screen.js';
import { QueueScreen } from './cases/queue-screen.js';
import { CaseScreen } from './cases/case-screen.js';
import { EnrollmentsScreen } from './monitoring/enrollments-screen.js';
import { EnrollmentScreen } from './monitoring/enrollment-screen.js';
import { DeliveriesScreen } from './monitoring/deliveries-screen.js';
import { navigate, useRoute } from './route.js';

type SessionState =
  { state: 'loading' } | { state: 'signed-out'; notice?: string } | { state: 'signed-in'; info: SessionInfo };

export function App() {
  const [session, setSession] = useState<SessionState>({ state: 'loading' });
  const route = useRoute();

  useEffect(() => {
    api
      .session()
      .then((info) => setSession(info ? { state: 'signed-in', info } : { state: 'signed-out' }))
      .catch(() => setSession({ state: 'signed-out', notice: 'The server could not be reached.' }));
  }, []);

  /** Any call answering 401 means the session ended (idle, expired, revoked): back to sign-in. */
  const onSessionLost = useCallback(
    () => setSession({ state: 'signed-out', notice: 'Your session has ended. Sign in again.' }),
    [],
  );

  const signOut = async () => {
    try {
      await api.signOut();
    } finally {
      setSession({ state: 'signed-out', notice: 'Signed out.' });
    }
  };

  if (session.state === 'loading')
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  if (session.state === 'signed-out') {
    return <SignIn notice={session.notice} onSignedIn={(info) => setSession({ state: 'signed-in', info })} />;
  }
  return (
    <div className="shell">
      <header className="topbar">
        <a
          className="brand"
          href="/studio/"
          onClick={(e) => {
            e.preventDefault();
            navigate({ screen: 'flows' });
          }}
        >
          Onward Studio
        </a>
        <nav className="sections" aria-label="Studio">
          <a
            href="/studio/"
            aria-current={route.screen === 'flows' || route.screen === 'canvas' ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate({ screen: 'flows' });
            }}
          >
            Flows
          </a>
          <a
            href="/studio/cases"
            aria-current={route.screen === 'cases' || route.screen === 'case' ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate({ screen: 'cases' });
            }}
          >
            Cases
          </a>
          <a
            href="/studio/monitoring"
            aria-current={
              route.screen === 'monitoring' || route.screen === 'enrollment' || route.screen === 'deliveries'
                ? 'page'
                : undefined
            }
            onClick={(e) => {
              e.preventDefault();
              navigate({ screen: 'monitoring' });
            }}
          >
            Monitoring
          </a>
        </nav>
        <span className="who" aria-label="Signed in as">
          {session.info.tenant.name} · {session.info.name} ({session.info.role.replace('_', '-')})
        </span>
        <button type="button" className="secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main className="content">
        {route.screen === 'canvas' ? (
          <CanvasScreen
            key={`${route.flowId}@${route.version}`}
            flowId={route.flowId}
            version={route.version}
            onSessionLost={onSessionLost}
          />
        ) : route.screen === 'cases' ? (
          <QueueScreen onSessionLost={onSessionLost} />
        ) : route.screen === 'monitoring' ? (
          <EnrollmentsScreen onSessionLost={onSessionLost} />
        ) : route.screen === 'enrollment' ? (
          <EnrollmentScreen
            key={route.enrollmentId}
            enrollmentId={route.enrollmentId}
            session={session.info}
            onSessionLost={onSessionLost}
          />
        ) : route.screen === 'deliveries' ? (
          <DeliveriesScreen session={session.info} onSessionLost={onSessionLost} />
        ) : route.screen === 'case' ? (
          <CaseScreen key={route.caseId} caseId={route.caseId} session={session.info} onSessionLost={onSessionLost} />
        ) : (
          <FlowsScreen onSessionLost={onSessionLost} />
        )}
      </main>
    </div>
  );
}
