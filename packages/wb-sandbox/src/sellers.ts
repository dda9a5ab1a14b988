/**
 * Registered sellers. The registry is small (configs only) and is written to the state file so
 * sellers — and tokens issued for them — survive restarts; all data is regenerated from configs.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hash32, hashString, uuidFrom } from './gen/rng.ts';
import { DEFAULT_SCALE, MAX_SCALE, type Scale, type SellerConfig } from './gen/seller.ts';
import { SellerData } from './gen/store.ts';
import { DAY_MS, dayStart, mskDay, parseWbDate } from './gen/time.ts';
import { BRAND_STEMS } from './data/names.ts';
import { DraftState } from './state/drafts.ts';
import { PriceState } from './state/prices.ts';
import { ReportTaskState } from './state/report-tasks.ts';
import { TagState } from './state/tags.ts';

export interface Seller {
  cfg: SellerConfig;
  data: SellerData;
  prices: PriceState;
  drafts: DraftState;
  tags: TagState;
  reports: ReportTaskState;
}

export interface RegisterInput {
  name: string;
  seed?: number;
  scale?: Partial<Scale>;
  historyStart?: string;
}

export class InputError extends Error {}

function checkScale(input: Partial<Scale> | undefined): Scale {
  const s = { ...DEFAULT_SCALE, ...(input ?? {}) };
  for (const k of ['products', 'days', 'ordersPerDay'] as const) {
    const v = s[k];
    const min = k === 'ordersPerDay' ? 0 : 1;
    if (!Number.isInteger(v) || v < min || v > MAX_SCALE[k]) {
      throw new InputError(`scale.${k} must be an integer in [${min}, ${MAX_SCALE[k]}]`);
    }
  }
  return s;
}

export class Sellers {
  private readonly map = new Map<string, Seller>();

  constructor(private readonly stateFile: string | null) {}

  load(): void {
    if (!this.stateFile || !existsSync(this.stateFile)) return;
    const saved = JSON.parse(readFileSync(this.stateFile, 'utf8')) as { sellers?: SellerConfig[] };
    for (const cfg of saved.sellers ?? []) this.add(cfg);
  }

  private save(): void {
    if (!this.stateFile) return;
    mkdirSync(path.dirname(this.stateFile), { recursive: true });
    const tmp = `${this.stateFile}.tmp`;
    writeFileSync(
      tmp,
      JSON.stringify({ sellers: [...this.map.values()].map((s) => s.cfg) }, null, 2),
    );
    renameSync(tmp, this.stateFile);
  }

  private add(cfg: SellerConfig): Seller {
    const seller: Seller = {
      cfg,
      data: new SellerData(cfg),
      prices: new PriceState(cfg.seed),
      drafts: new DraftState(cfg.seed),
      tags: new TagState(cfg.seed),
      reports: new ReportTaskState(cfg.seed),
    };
    this.map.set(cfg.sid, seller);
    return seller;
  }

  /** Registers a seller (idempotent for the same name and seed). */
  register(input: RegisterInput, now: number): Seller {
    if (typeof input?.name !== 'string' || input.name.trim() === '')
      throw new InputError('name is required');
    const seed = input.seed ?? hashString(input.name);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new InputError('seed must be a uint32');
    const sid = uuidFrom(seed, hashString(input.name), 0x51d);
    const existing = this.map.get(sid);
    if (existing) return existing;
    const scale = checkScale(input.scale);
    let historyStart = dayStart(mskDay(now)) - scale.days * DAY_MS;
    if (input.historyStart !== undefined) {
      const t = parseWbDate(input.historyStart);
      if (Number.isNaN(t)) throw new InputError('historyStart must be a date (YYYY-MM-DD or ISO)');
      historyStart = dayStart(mskDay(t));
    }
    const tin = legalEntityInn(100_000_000 + (hash32(seed, 0x717) % 899_999_999));
    const seller = this.add({
      sid,
      name: input.name.trim(),
      seed,
      scale,
      historyStart,
      tin,
      tradeMark: BRAND_STEMS[seed % BRAND_STEMS.length]!,
    });
    this.save();
    return seller;
  }

  get(sid: string): Seller | undefined {
    return this.map.get(sid);
  }

  all(): Seller[] {
    return [...this.map.values()];
  }
}

/** A ИНН of a legal entity (10 digits) with its check digit, as WB's sellers have. */
export function legalEntityInn(nineDigits: number): string {
  const digits = String(nineDigits).padStart(9, '0').slice(-9);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return `${digits}${(sum % 11) % 10}`;
}
