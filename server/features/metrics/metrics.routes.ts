import { Role } from '../../../contract/access';
import * as metricsApi from '../../../contract/endpoints/metrics';
import type { AppContext } from '../../app-context';
import { bearerCheckOf } from '../../http/access';
import { compress } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { METRICS_CONTENT_TYPE, metricsText } from '../../metrics/registry';

/** Administrators read it signed in; a scraper presents METRICS_TOKEN, when one is configured. */
export function metricsRoutes({ config }: AppContext) {
  return [
    defineRoute(metricsApi.getMetrics, {
      access: [Role.admin],
      ...(config.METRICS_TOKEN ? { bearer: bearerCheckOf(config.METRICS_TOKEN) } : {}),
      summary:
        'This app server’s metrics in the Prometheus text format (admins, or the METRICS_TOKEN bearer)',
      reply: 'custom',
      produces: 'text/plain',
      before: [compress],
      handle: async ({ res }) => {
        res.type(METRICS_CONTENT_TYPE).send(await metricsText());
      },
    }),
  ];
}
