/** The Studio's case review, audit trail and account routes (docs/studio.md, "Case review API"). */
import type { App } from '../types.js';
import type { AppServices } from '../services.js';
import type { StudioGuardDeps } from './guard.js';
import { registerStudioListAccounts } from './accounts/list-accounts.js';
import { registerStudioCreateAccount } from './accounts/create-account.js';
import { registerStudioUpdateAccount } from './accounts/update-account.js';
import { registerStudioResetPassword } from './accounts/reset-password.js';
import { registerStudioListCases } from './cases/list-cases.js';
import { registerStudioGetCase } from './cases/get-case.js';
import { registerStudioAssignCase } from './cases/assign-case.js';
import { registerStudioAddNote } from './cases/add-note.js';
import { registerStudioChangeCaseStatus } from './cases/change-status.js';
import { registerStudioResolveDecision } from './cases/resolve-decision.js';
import { registerStudioEraseCase } from './cases/erase-case.js';
import { registerStudioLinkCases } from './cases/link-cases.js';
import { registerStudioUnlinkCases } from './cases/unlink-cases.js';
import { registerStudioRevokeCaseLinks } from './cases/revoke-case-links.js';
import { registerStudioGetReviewSettings } from './cases/get-review-settings.js';
import { registerStudioPutReviewSettings } from './cases/put-review-settings.js';
import { registerStudioGetCasePath } from './cases/get-case-path.js';
import { registerStudioGetCaseFile } from './cases/get-case-file.js';
import { registerStudioSendCaseNotification } from './cases/send-case-notification.js';
import { registerStudioExportCase } from './cases/export-case.js';
import { registerStudioListAudit } from './audit/list-audit.js';
import { registerStudioExportAudit } from './audit/export-audit.js';

export function registerStudioReview(app: App, guard: StudioGuardDeps, services: AppServices): void {
  const { studioAccounts, cases, audit, links, linkGenerations, store, now } = services;
  registerStudioListAccounts(app, { ...guard, studioAccounts });
  registerStudioCreateAccount(app, { ...guard, studioAccounts });
  registerStudioUpdateAccount(app, { ...guard, studioAccounts });
  registerStudioResetPassword(app, { ...guard, studioAccounts });
  registerStudioListCases(app, { ...guard, caseQueue: cases.queue });
  registerStudioGetCase(app, { ...guard, caseView: cases.view });
  registerStudioAssignCase(app, { ...guard, caseReview: cases.review });
  registerStudioAddNote(app, { ...guard, caseReview: cases.review });
  registerStudioChangeCaseStatus(app, { ...guard, caseDecisions: cases.decisions });
  registerStudioResolveDecision(app, { ...guard, caseDecisions: cases.decisions });
  registerStudioEraseCase(app, { ...guard, caseErasure: cases.erasure });
  registerStudioLinkCases(app, { ...guard, links, store });
  registerStudioUnlinkCases(app, { ...guard, links, store });
  registerStudioRevokeCaseLinks(app, { ...guard, linkGenerations, store });
  registerStudioGetCasePath(app, { ...guard, runtime: services.runtime, flows: services.flows, store, now });
  registerStudioGetCaseFile(app, { ...guard, endClientDetails: services.endClientDetails, store });
  registerStudioSendCaseNotification(app, { ...guard, notifications: services.notifications, store });
  registerStudioExportCase(app, {
    ...guard,
    endClientExport: services.endClientExport,
    owners: services.owners,
    audit,
    store,
    now,
  });
  registerStudioGetReviewSettings(app, { ...guard, reviewSettings: cases.settings });
  registerStudioPutReviewSettings(app, { ...guard, reviewSettings: cases.settings });
  registerStudioListAudit(app, { ...guard, audit });
  registerStudioExportAudit(app, { ...guard, audit });
}
