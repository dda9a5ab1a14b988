import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';

/**
 * Structured JSON logs (pretty on a terminal), with credentials redacted. `destination` (tests)
 * receives the JSON lines instead of stdout.
 */
export function createLogger(
  config: Config,
  name: string,
  destination?: DestinationStream,
): Logger {
  const pretty = !destination && (config.LOG_PRETTY ?? Boolean(process.stdout.isTTY));
  const options = {
    name,
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
