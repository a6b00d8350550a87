/** The Studio: its browser app and its API under /studio/api (docs/studio.md). */
import type { App } from '../types.js';
import type { AppServices } from '../services.js';
import { registerStudioApp } from './app-page.js';
import { registerStudioSignIn } from './sign-in.js';
import { registerStudioGetSession } from './get-session.js';
import { registerStudioSignOut } from './sign-out.js';
import { registerStudioListFlows } from './list-flows.js';
import { readExamples, registerStudioListExamples } from './list-examples.js';
import { registerStudioGetFlowVersion } from './get-flow-version.js';
import { registerStudioListVersions } from './list-versions.js';
import { registerStudioSaveVersion } from './save-version.js';
import { registerStudioPublishVersion } from './publish-version.js';
import { registerStudioStartTry } from './start-try.js';
import { registerStudioGetTryPath } from './get-try-path.js';
import { registerStudioReview } from './register-review.js';
import { registerStudioMonitoring } from './register-monitoring.js';

export async function registerStudio(app: App, services: AppServices): Promise<void> {
  const guard = {
    studioSessions: services.studioSessions,
    trustForwardedProto: services.config.studio.trustForwardedProto,
    publicBaseUrl: services.config.publicBaseUrl,
    accounts: services.studioAccounts,
  };
  registerStudioSignIn(app, {
    ...guard,
    tenants: services.tenants,
    authLimiter: services.authLimiter,
    maxSeconds: services.config.studio.maxSeconds,
  });
  registerStudioGetSession(app, {
    tenants: services.tenants,
    studioSessions: services.studioSessions,
    accounts: services.studioAccounts,
  });
  registerStudioSignOut(app, guard);
  registerStudioListFlows(app, { ...guard, flows: services.flows });
  registerStudioListExamples(app, guard, readExamples());
  registerStudioGetFlowVersion(app, { ...guard, flows: services.flows });
  registerStudioListVersions(app, { ...guard, flows: services.flows });
  registerStudioSaveVersion(app, { ...guard, flows: services.flows });
  registerStudioPublishVersion(app, { ...guard, flows: services.flows });
  registerStudioStartTry(app, {
    ...guard,
    runtime: services.runtime,
    resumeLinks: services.resumeLinks,
    resumeLinkMaxTtlSeconds: services.config.resumeLinkMaxTtlSeconds,
  });
  registerStudioGetTryPath(app, { ...guard, runtime: services.runtime, flows: services.flows, now: services.now });
  registerStudioReview(app, guard, services);
  registerStudioMonitoring(app, guard, services);
  await registerStudioApp(app);
}
