/** The monitoring console's two lists, as tabs under its heading. */
import { navigate, pathOf, type Route } from '../route.js';

export function Link(props: { to: Route; children: React.ReactNode; current?: boolean }) {
  return (
    <a
      href={pathOf(props.to)}
      aria-current={props.current ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}

export function MonitoringNav(props: { current: 'monitoring' | 'deliveries' }) {
  return (
    <nav className="monitoring-nav" aria-label="Monitoring">
      <Link to={{ screen: 'monitoring' }} current={props.current === 'monitoring'}>
        Enrollments
      </Link>
      <Link to={{ screen: 'deliveries' }} current={props.current === 'deliveries'}>
        Webhook deliveries
      </Link>
    </nav>
  );
}
