import { describe, expect, it } from 'vitest';
import { toPatch, type PlatformFormValues } from './platform-settings-form';

const values: PlatformFormValues = {
  registrationOpen: false,
  trialDays: 30,
  maintenanceBanner: null,
  mail: {
    host: 'smtp.example.ru',
    port: 465,
    secure: true,
    user: null,
    from: 'noreply@example.ru',
  },
  portalFeatures: { supplySlotBooking: false },
};

describe('toPatch (platform settings)', () => {
  it('sends only the changed settings, the mail block as a whole', () => {
    expect(toPatch(values, { trialDays: true }, undefined)).toEqual({ trialDays: 30 });
    expect(toPatch(values, { mail: { host: true } }, undefined)).toEqual({ mail: values.mail });
  });

  it('keeps, replaces or removes the write-only SMTP password', () => {
    expect(toPatch(values, {}, undefined)).toEqual({});
    expect(toPatch(values, {}, '')).toEqual({}); // an emptied field keeps the stored one
    expect(toPatch(values, {}, 'new-secret')).toEqual({ mailPassword: 'new-secret' });
    expect(toPatch(values, {}, null)).toEqual({ mailPassword: null });
  });

  it('sends an emptied banner as an empty text', () => {
    expect(toPatch(values, { maintenanceBanner: true }, undefined)).toEqual({
      maintenanceBanner: '',
    });
  });
});
