/** Sign-in with the tenant's Basic user, or with an OAuth client id and secret. */
import { useState, type SyntheticEvent } from 'react';
import { api, ApiError, type Credentials, type SessionInfo } from './api.js';

type Kind = 'user' | 'client';

export function SignIn(props: { notice: string | undefined; onSignedIn: (info: SessionInfo) => void }) {
  const [kind, setKind] = useState<Kind>('user');
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const credentials: Credentials =
      kind === 'user' ? { username: name, password: secret } : { clientId: name, clientSecret: secret };
    try {
      props.onSignedIn(await api.signIn(credentials));
    } catch (err) {
      if (err instanceof ApiError && err.code === 4429)
        setError('Too many failed attempts. Wait a while, then try again.');
      else if (err instanceof ApiError && err.status === 401) setError('Those credentials were not accepted.');
      else setError(err instanceof Error ? err.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <form onSubmit={(e) => void submit(e)} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Onward Studio</h1>
        <p className="muted">Sign in with your tenant's credentials.</p>
        {props.notice && (
          <p role="status" className="notice">
            {props.notice}
          </p>
        )}
        <fieldset className="kind">
          <legend>Credentials</legend>
          <label>
            <input type="radio" name="kind" checked={kind === 'user'} onChange={() => setKind('user')} /> Basic user
          </label>
          <label>
            <input type="radio" name="kind" checked={kind === 'client'} onChange={() => setKind('client')} /> API client
          </label>
        </fieldset>
        <label htmlFor="sign-in-name">{kind === 'user' ? 'Username' : 'Client id'}</label>
        <input
          id="sign-in-name"
          name="name"
          autoComplete="username"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="sign-in-secret">{kind === 'user' ? 'Password' : 'Client secret'}</label>
        <input
          id="sign-in-secret"
          name="secret"
          type="password"
          autoComplete="current-password"
          required
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
        />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
