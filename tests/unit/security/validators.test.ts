/**
 * Property tests (fast-check) of the validators in src/domain/: random input never
 * throws, never slips past a rule, and only ever yields SPEC's exact messages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSULT_LIMITS,
  consultationErrors,
  toConsultationForm,
  type ConsultationValues,
} from '../../../src/domain/consultationForm';
import {
  CONTACT_INFO_MAX,
  CONTACT_NAME_MAX,
  FEEDBACK_CONTENT_MAX,
  feedbackMessages,
  validateFeedbackForm,
  validateReply,
} from '../../../src/domain/feedback';
import { codeLoginErrors, registerErrors, resetChooseErrors } from '../../../src/domain/loginForms';
import {
  INVITATION_CODE_LENGTH,
  isEmail,
  isInvitationCode,
  isPhone,
  isStrongPassword,
  messages,
} from '../../../src/domain/validation';
import { maskPhone } from '../../../src/ui/format';

/** Any text a user could paste: full Unicode, control characters, markup. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '<script>alert(1)</script>',
    '1381234567８',
    '１３８１２３４５６７８',
    '13812345678 ',
    'a1\u0000b2c3',
  ),
);
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const validPhone = fc.tuple(fc.constantFrom(...'3456789'), digits(9, 9)).map(([second, rest]) => `1${second}${rest}`);
const ascii = (chars: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max });
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const validEmail = fc
  .tuple(
    ascii(`${LETTERS}${DIGITS}._+-`, 1, 12),
    ascii(`${LETTERS}${DIGITS}-`, 1, 10),
    fc.array(ascii(LETTERS, 2, 6), { minLength: 1, maxLength: 2 }),
  )
  .map(([local, domain, tlds]) => `${local}@${domain}.${tlds.join('.')}`);

describe('phone (SPEC section 5: 11 digits, 1 then 3-9)', () => {
  it('accepts every number of the mainland mobile pattern', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        expect(isPhone(phone)).toBe(true);
      }),
    );
  });

  it('accepts nothing else: any accepted string is exactly 11 ASCII digits starting 1[3-9]', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          digits(0, 14),
          validPhone.map((p) => `${p}\n`),
        ),
        (text) => {
          if (isPhone(text)) expect(text).toMatch(/^1[3-9][0-9]{9}$/);
        },
      ),
    );
  });

  it('any change of length or a non-digit breaks a valid number', () => {
    fc.assert(
      fc.property(
        validPhone,
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom('a', ' ', '-', '８', '<', '\n'),
        (phone, at, bad) => {
          expect(isPhone(phone.slice(0, at) + bad + phone.slice(at + 1))).toBe(false);
          expect(isPhone(phone + bad)).toBe(false);
          expect(isPhone(phone.slice(1))).toBe(false);
        },
      ),
    );
  });

  it('masking never shows digits 4-7 of a phone', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
        expect(masked).not.toContain(phone.slice(3, 7) + phone.slice(7));
      }),
    );
  });

  it('the code-login form answers only SPEC messages for the phone', () => {
    fc.assert(
      fc.property(anyText, anyText, (phone, code) => {
        const errors = codeLoginErrors({ phone, code });
        expect([undefined, messages.phoneRequired, messages.phoneInvalid]).toContain(errors.phone);
        // Judged without the spaces around it, the number the code was sent to.
        expect(errors.phone === undefined).toBe(isPhone(phone.trim()));
      }),
    );
  });
});

describe('password (letters and digits, 6-20 characters)', () => {
  const strong = fc
    .tuple(ascii(LETTERS, 1, 8), ascii(DIGITS, 1, 8), fc.string({ unit: 'grapheme-ascii', maxLength: 4 }))
    .filter(([a, d, x]) => (a + d + x).length >= 6 && (a + d + x).length <= 20)
    .chain(([a, d, x]) =>
      fc
        .shuffledSubarray([...a, ...d, ...x], { minLength: a.length + d.length + x.length })
        .map((chars) => chars.join('')),
    );

  it('accepts any 6-20 characters holding a letter and a digit', () => {
    fc.assert(
      fc.property(strong, (password) => {
        expect(isStrongPassword(password)).toBe(true);
      }),
    );
  });

  it('rejects what is too short, too long, or lacks a letter or a digit', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const length = text.length;
        const ok = length >= 6 && length <= 20 && /[A-Za-z]/.test(text) && /\d/.test(text);
        expect(isStrongPassword(text)).toBe(ok);
      }),
    );
    fc.assert(
      fc.property(ascii(LETTERS, 6, 20), (letters) => {
        expect(isStrongPassword(letters)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(ascii(DIGITS, 6, 20), (numbers) => {
        expect(isStrongPassword(numbers)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(strong, (password) => {
        expect(isStrongPassword(`${password}${'a1'.repeat(11)}`)).toBe(false);
      }),
    );
  });

  it('register and reset forms use the exact messages, and confirm must equal password', () => {
    fc.assert(
      fc.property(anyText, anyText, (password, confirm) => {
        const reg = registerErrors({ phone: '13812345678', code: '123456', password });
        expect([undefined, messages.passwordRequired, messages.passwordPattern]).toContain(reg.password);
        const reset = resetChooseErrors({ phone: '', code: '', password, confirm });
        expect([undefined, messages.passwordRequired, messages.passwordMismatch]).toContain(reset.confirm);
        if (confirm !== '' && confirm !== password) expect(reset.confirm).toBe(messages.passwordMismatch);
      }),
    );
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(isEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects markup, spaces and addresses without a domain', () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom('<', '>', ' ', '"', "'", '\n', '(', ';'), fc.nat(), (email, bad, n) => {
        const at = n % (email.length + 1);
        expect(isEmail(email.slice(0, at) + bad + email.slice(at))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(ascii(`${LETTERS}${DIGITS}`, 1, 20), (word) => {
        expect(isEmail(`${word}@${word}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isEmail(text.replaceAll('@', ''))).toBe(false);
      }),
    );
  });
});

describe('invitation code', () => {
  it(`is valid exactly at ${INVITATION_CODE_LENGTH} characters`, () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isInvitationCode(text)).toBe(text.length === INVITATION_CODE_LENGTH);
      }),
    );
  });
});

describe('consultation form', () => {
  const consultMessages = new Set<string>([
    messages.consultCompanyRequired,
    messages.consultNameRequired,
    messages.consultPhoneRequired,
    messages.consultPhoneInvalid,
    messages.codeRequired,
    messages.industryRequired,
    messages.tooLong,
  ]);
  const form = fc.record<ConsultationValues>({
    companyName: anyText,
    userName: anyText,
    phone: fc.oneof(anyText, validPhone),
    code: anyText,
    industry: anyText,
    email: anyText,
    demand: fc.oneof(anyText, fc.string({ minLength: 140, maxLength: 170 })),
  });

  it('random input yields only SPEC messages; a passing form is trimmed and within the limits', () => {
    fc.assert(
      fc.property(form, (values) => {
        const errors = consultationErrors(values);
        for (const message of Object.values(errors)) expect(consultMessages.has(message)).toBe(true);
        if (Object.keys(errors).length === 0) {
          const wire = toConsultationForm(values);
          expect(wire.companyName.length).toBeGreaterThan(0);
          expect(wire.companyName.length).toBeLessThanOrEqual(CONSULT_LIMITS.companyName);
          expect(wire.userName.length).toBeLessThanOrEqual(CONSULT_LIMITS.userName);
          expect((wire.demand ?? '').length).toBeLessThanOrEqual(CONSULT_LIMITS.demand);
          expect(isPhone(wire.phone)).toBe(true);
          expect(wire.companyName).toBe(wire.companyName.trim());
        }
      }),
    );
  });

  it('over-long fields always answer 超出最大长度', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        (chunk) => {
          const long = chunk.trim().padEnd(CONSULT_LIMITS.demand + 1, 'x');
          const errors = consultationErrors({
            companyName: long.padEnd(101, 'x'),
            userName: long.padEnd(101, 'x'),
            phone: '13812345678',
            code: '1',
            industry: '金融',
            email: '',
            demand: long,
          });
          expect(errors).toEqual({
            companyName: messages.tooLong,
            userName: messages.tooLong,
            demand: messages.tooLong,
          });
        },
      ),
    );
  });
});

describe('feedback limits', () => {
  const feedbackForm = fc.record({
    feedbackType: fc.constantFrom(0, 1, 2, 3, 4) as fc.Arbitrary<0 | 1 | 2 | 3 | 4>,
    content: fc.oneof(anyText, fc.string({ minLength: FEEDBACK_CONTENT_MAX - 2, maxLength: FEEDBACK_CONTENT_MAX + 3 })),
    contactName: fc.oneof(anyText, fc.string({ maxLength: CONTACT_NAME_MAX + 3 })),
    contactInfo: fc.oneof(
      anyText,
      validPhone,
      validEmail,
      fc.string({ minLength: CONTACT_INFO_MAX - 1, maxLength: CONTACT_INFO_MAX + 2 }),
    ),
  });

  it('counts a full box with a line break after it as 500, as its counter shows', () => {
    const full = { feedbackType: 1 as const, content: `${'字'.repeat(500)}\n`, contactName: '', contactInfo: '' };
    expect(validateFeedbackForm(full)).toEqual({});
    expect(validateFeedbackForm({ ...full, content: `${'字'.repeat(501)}\n` })).toEqual({
      content: '反馈内容不能超过500字',
    });
    expect(validateReply(` ${'字'.repeat(500)} `)).toBeUndefined();
  });

  it('a form passes only inside every limit, with a valid contact, and errors are SPEC messages', () => {
    fc.assert(
      fc.property(feedbackForm, (values) => {
        const errors = validateFeedbackForm(values);
        const known = new Set<string>([...Object.values(messages), ...Object.values(feedbackMessages)]);
        for (const message of Object.values(errors)) expect(known.has(message)).toBe(true);
        if (Object.keys(errors).length === 0) {
          expect(values.feedbackType).not.toBe(0);
          expect(values.content.trim()).not.toBe('');
          // Counted as the counter counts it: without the whitespace around it.
          expect(values.content.trim().length).toBeLessThanOrEqual(500);
          expect(values.contactName.length).toBeLessThanOrEqual(CONTACT_NAME_MAX);
          expect(values.contactInfo.length).toBeLessThanOrEqual(CONTACT_INFO_MAX);
          const contact = values.contactInfo.trim();
          if (contact) expect(isPhone(contact) || isEmail(contact)).toBe(true);
        }
      }),
    );
  });

  it('replies: required, at most 500 characters without the whitespace around them', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string({ minLength: 495, maxLength: 505 })), (content) => {
        const error = validateReply(content);
        if (!content.trim()) expect(error).toBe('请填写回复内容');
        else expect(error).toBe(content.trim().length > 500 ? '回复内容不能超过500字' : undefined);
      }),
    );
  });
});
