import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstBlockedDir, placeCluster, placeName, type RunAs } from './embedded-place';

// The test plays the `postgres` user with its own uid and gid, so a directory without the
// owner's execute bit is one "postgres" cannot enter, whoever runs the test.
const me: RunAs = { uid: process.getuid!(), gid: process.getgid!() };

describe('where the embedded cluster lives', () => {
  let root: string;
  let home: string;
  let stateRoot: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'wb-place-'));
    chmodSync(root, 0o755);
    home = path.join(root, 'root');
    stateRoot = path.join(root, 'state');
    mkdirSync(path.join(home, 'wb-try'), { recursive: true });
  });
  afterEach(() => {
    chmodSync(home, 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  it('moves the cluster out of a project the postgres user cannot enter, to the same place every time', () => {
    chmodSync(home, 0o600); // like /root: 0700, as seen by a user that is not its owner
    const configured = path.join(home, 'wb-try', 'data', 'postgres');

    expect(firstBlockedDir(configured, me)).toBe(home);
    const place = placeCluster(configured, me, stateRoot);
    expect(place).toEqual({ dir: path.join(stateRoot, placeName(configured)), blockedBy: home });
    expect(placeName(configured)).toMatch(/-root-wb-try-data-postgres-[0-9a-f]{8}$/);
    expect(placeCluster(configured, me, stateRoot)).toEqual(place);
    // Another project gets a cluster of its own.
    const other = placeCluster(path.join(home, 'other', 'data', 'postgres'), me, stateRoot);
    expect(other.dir).not.toBe(place.dir);
    expect(path.dirname(other.dir)).toBe(stateRoot);
  });

  it('keeps the configured directory when the postgres user can reach it, or when not root', () => {
    const configured = path.join(home, 'wb-try', 'data', 'postgres');
    expect(firstBlockedDir(configured, me)).toBeNull();
    expect(placeCluster(configured, me, stateRoot)).toEqual({ dir: configured, blockedBy: null });

    chmodSync(home, 0o600);
    expect(placeCluster(configured, null, stateRoot)).toEqual({ dir: configured, blockedBy: null });
  });

  it('judges a directory by the class of permission bits that applies to the user', () => {
    const dir = path.join(home, 'wb-try');
    const stranger: RunAs = { uid: me.uid + 54321, gid: me.gid + 54321 };
    const groupMate: RunAs = { uid: me.uid + 54321, gid: me.gid };
    chmodSync(dir, 0o701);
    expect(firstBlockedDir(dir, stranger)).toBeNull();
    expect(firstBlockedDir(dir, groupMate)).toBe(dir);
    chmodSync(dir, 0o710);
    expect(firstBlockedDir(dir, stranger)).toBe(dir);
    expect(firstBlockedDir(dir, groupMate)).toBeNull();
    // Directories still to be created are made enterable by whoever creates them.
    chmodSync(dir, 0o755);
    expect(firstBlockedDir(path.join(dir, 'data', 'postgres'), stranger)).toBeNull();
  });

  it('keeps using a moved cluster once the configured directory becomes reachable', () => {
    const configured = path.join(home, 'wb-try', 'data', 'postgres');
    const moved = path.join(stateRoot, placeName(configured));
    mkdirSync(path.join(moved, 'cluster'), { recursive: true });
    // Without PG_VERSION a directory holds no initialised cluster.
    expect(placeCluster(configured, me, stateRoot).dir).toBe(configured);
    writeFileSync(path.join(moved, 'cluster', 'PG_VERSION'), '15\n');
    expect(placeCluster(configured, me, stateRoot)).toEqual({ dir: moved, blockedBy: null });
    // A cluster in the configured directory itself wins.
    mkdirSync(path.join(configured, 'cluster'), { recursive: true });
    writeFileSync(path.join(configured, 'cluster', 'PG_VERSION'), '15\n');
    expect(placeCluster(configured, me, stateRoot).dir).toBe(configured);
  });
});
