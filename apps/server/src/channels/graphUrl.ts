import { type Config, publicOrigin } from '../config.ts';

/** Where the reference server's Graph API stand-in answers (channels/graphStandin.ts). */
export const GRAPH_STANDIN_PATH = '/graph-standin/v21.0';

/** The Graph API's base URL: WHATSAPP_GRAPH_URL, else Meta's in production and the stand-in elsewhere. */
export function graphUrlOf(config: Pick<Config, 'environment' | 'whatsapp' | 'publicUrl' | 'port' | 'tls'>) {
  if (config.whatsapp?.graphUrl) return config.whatsapp.graphUrl;
  return config.environment === 'production'
    ? 'https://graph.facebook.com/v21.0'
    : `${publicOrigin(config)}${GRAPH_STANDIN_PATH}`;
}
