import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('server node flags', () => {
  it('are the ones the package start script runs the server with', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server.ts`,
    );
  });
});
