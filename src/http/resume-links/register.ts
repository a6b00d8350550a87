/** Signed URLs and the hosted resume page: the routes of src/resume-links, registered together. */
import type { App } from '../types.js';
import type { AppServices as Services } from '../services.js';
import { registerCreateSignedUrl } from './create-signed-url.js';
import { registerResumeApi } from './resume-api.js';
import { registerResumePage } from './page.js';
import { registerResumeEidStart } from './eid-start.js';
import { publicBaseUrlOf } from '../../resume-links/links.js';
import { registerResumeUpload } from './upload-file.js';
import { registerCaptureCode } from './capture-code.js';
import { registerLinkedRuns } from './linked-runs.js';
import { resumeSchemas } from './schemas.js';

export function registerResumeLinkRoutes(
  app: App,
  services: Pick<
    Services,
    | 'tokens'
    | 'runtime'
    | 'businesses'
    | 'kybSearch'
    | 'resumeLinks'
    | 'resumeTokens'
    | 'linkGenerations'
    | 'config'
    | 'electronicId'
    | 'sessionFiles'
    | 'captureCodes'
    | 'audit'
    | 'store'
    | 'now'
    | 'subsequent'
    | 'owners'
  >,
): void {
  // The resume API's own step views (schemas.ts), referenced by its routes below.
  for (const schema of resumeSchemas) app.addSchema(schema);
  registerCreateSignedUrl(app, services);
  registerResumeApi(app, services);
  registerResumeEidStart(app, { ...services, publicBaseUrl: publicBaseUrlOf(services.config) });
  registerResumeUpload(app, services);
  registerCaptureCode(app, services);
  registerLinkedRuns(app, services);
  registerResumePage(app, services);
}
