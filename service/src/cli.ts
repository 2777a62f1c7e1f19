// `npm run contact-service`: the contact service with its settings from the environment
// (docs/contact-service.md). A bad setting, a busy port or a store it cannot write stops it with
// one line on stderr and exit code 1. SIGTERM and SIGINT stop it after the answers and the e-mail
// in progress.
import { serviceSettings, StartupError } from './settings.ts';
import { startService } from './http/server.ts';

if (import.meta.main) {
  try {
    const settings = serviceSettings();
    const service = await startService({
      port: settings.port,
      host: settings.host,
      file: settings.store,
      importFile: settings.importFile,
      retentionDays: settings.retentionDays,
      allowedOrigins: settings.allowedOrigins,
      siteOrigins: settings.siteOrigins,
      limits: { rateLimit: settings.rateLimit },
      trustProxy: settings.trustProxy,
      notify: settings.notify,
      pagesDir: settings.pagesDir,
    });
    const cors = settings.allowedOrigins.length
      ? `, allowing ${settings.allowedOrigins.join(', ')}`
      : '';
    const mail = settings.notify
      ? `, e-mailing each message to ${settings.notify.to.join(', ')}`
      : ', notification off';
    console.log(
      `Contact service listening on ${service.url}${cors}; messages in ${settings.store}, kept ${settings.retentionDays} days${mail}`,
    );
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void service.close().then(() => process.exit(0));
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
