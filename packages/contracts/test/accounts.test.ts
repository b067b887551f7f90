import { describe, expect, it } from 'vitest';
import {
  MSG,
  loginSchema,
  preparerProfileSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  verifyCodeSchema,
  emailOnlySchema,
} from '../src';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : [...new Set(r.error!.issues.map((i) => i.message))];

const user = { username: 'alice', email: 'alice@example.com', password: 'secret123', role: 'user' as const };
const agent = {
  ...user,
  role: 'agent' as const,
  ptin: '12345678',
  phone: '555-123-4567',
  firm_name: 'F',
  firm_address: 'A',
};

describe('login', () => {
  it('needs a username of 3+ characters after trimming and a password of 6+', () => {
    expect(messages(loginSchema.safeParse({ username: '  ab ', password: '12345' }))).toEqual([
      MSG.loginUsername,
      MSG.loginPassword,
    ]);
    expect(loginSchema.safeParse({ username: ' abc ', password: '123456' }).data).toEqual({
      username: 'abc',
      password: '123456',
    });
  });
});

describe('register', () => {
  it('accepts a plain filer', () => {
    expect(registerSchema.safeParse(user).success).toBe(true);
  });
  it.each([
    [{ username: 'ab' }, MSG.registerUsername],
    [{ username: 'al ice' }, MSG.registerUsername],
    [{ email: 'alice@' }, MSG.email],
    [{ email: 'alice example.com' }, MSG.email],
    [{ password: 'short1' }, MSG.registerPassword],
    [{ password: 'lettersonly' }, MSG.registerPassword],
    [{ password: '1234567890' }, MSG.registerPassword],
  ])('rejects %o with the spec message', (over, msg) => {
    expect(messages(registerSchema.safeParse({ ...user, ...over }))).toEqual([msg]);
  });
  it('applies the preparer rules to agents only', () => {
    expect(registerSchema.safeParse(agent).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...agent, ptin: '1234567' }))).toEqual([MSG.ptin]);
    expect(messages(registerSchema.safeParse({ ...agent, ptin: 'abcdefgh' }))).toEqual([MSG.ptin]);
    expect(messages(registerSchema.safeParse({ ...agent, firm_ein: '12-345' }))).toEqual([MSG.firmEin]);
    expect(registerSchema.safeParse({ ...agent, firm_ein: '12-3456789' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...agent, firm_ein: '123456789' }).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...agent, firm_name: '' }))).toEqual([MSG.firmRequired]);
    expect(messages(registerSchema.safeParse({ ...agent, firm_address: ' ' }))).toEqual([MSG.firmRequired]);
    // Self-employed: no firm needed, and a bad EIN is not looked at.
    expect(
      registerSchema.safeParse({
        ...agent,
        self_employed: true,
        firm_name: '',
        firm_address: '',
        firm_ein: 'x',
      }).success,
    ).toBe(true);
    expect(messages(registerSchema.safeParse({ ...agent, phone: '12345' }))).toEqual([MSG.phone]);
    expect(messages(registerSchema.safeParse({ ...agent, phone: '555-123-4567 ext' }))).toEqual([MSG.phone]);
    expect(registerSchema.safeParse({ ...agent, phone: '+1 (555) 123-4567' }).success).toBe(true);
    // Filers' preparer fields are not checked.
    expect(registerSchema.safeParse({ ...user, ptin: '1' }).success).toBe(true);
  });
  it('offers only the user and agent roles', () => {
    expect(registerSchema.safeParse({ ...user, role: 'admin' }).success).toBe(false);
  });
  it('the browser form requires the terms box', () => {
    expect(messages(registerFormSchema.safeParse({ ...user, agree_terms: false }))).toContain(MSG.terms);
    expect(registerFormSchema.safeParse({ ...user, agree_terms: true }).success).toBe(true);
  });
});

describe('codes, email, reset', () => {
  it('needs exactly 7 digits', () => {
    for (const code of ['123456', '12345678', '12345a7', '']) {
      expect(messages(verifyCodeSchema.safeParse({ email: 'a@b.co', code }))).toEqual([MSG.code]);
    }
    expect(verifyCodeSchema.safeParse({ email: 'a@b.co', code: '0123456' }).success).toBe(true);
  });
  it('needs a valid email for the forgot calls', () => {
    expect(messages(emailOnlySchema.safeParse({ email: 'nope' }))).toEqual([MSG.email]);
  });
  it('needs 6+ characters and matching passwords', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: '12345', confirm: '12345' }))).toContain(
      MSG.resetPassword,
    );
    expect(messages(resetPasswordFormSchema.safeParse({ password: '123456', confirm: '123457' }))).toEqual([
      MSG.passwordsMismatch,
    ]);
  });
});

describe('preparer profile', () => {
  it('needs PTIN and phone, and a firm unless self-employed', () => {
    expect(messages(preparerProfileSchema.safeParse({ ptin: '', phone: '' }))).toEqual([
      MSG.ptin,
      MSG.phone,
      MSG.firmRequired,
    ]);
    const p = preparerProfileSchema.parse({
      ptin: '12345678',
      phone: '5551234567',
      self_employed: false,
      firm_name: 'F',
      firm_address: 'A',
      firm_ein: '12-3456789',
    });
    expect(p.firm_ein).toBe('123456789');
    expect(
      preparerProfileSchema.safeParse({ ptin: '12345678', phone: '5551234567', self_employed: true }).success,
    ).toBe(true);
  });
});
