import { Type } from 'typebox';

// Shapes only: the rules (required, ranges, lists) are checked by the services so each failure gets the
// form's own message instead of a generic "invalid value".
const Text = (description: string) => Type.Optional(Type.String({ description }));
const NumberOrText = (description: string) =>
  Type.Optional(Type.Union([Type.Number(), Type.String()], { description }));

export const EncryptedPassword = Type.Optional(
  Type.String({
    maxLength: 4096,
    description:
      "RSA-OAEP (SHA-256) ciphertext, base64, of the password's UTF-8 bytes taken as a binary string (jsencrypt encryptOAEP)",
  }),
);
export const RsaEncrypted = Type.Optional(
  Type.Boolean({ description: 'false only when the password is sent as plain text; encrypted otherwise' }),
);

export const RegisterBody = Type.Object({
  username: Text('Equal to email'),
  firstName: Text('Required, at most 100 characters'),
  age: NumberOrText('Integer from 0 to 150'),
  country: NumberOrText('Nationality: English name from the country list (nameEN) or its countryid'),
  education: Text('College, Undergraduate, Masters, Doctoral or Postdoctoral'),
  email: Text('E-mail address (case-insensitive, unique)'),
  password: EncryptedPassword,
  rsaEncrypted: RsaEncrypted,
});

export const LogonBody = Type.Object({
  username: Text('E-mail address (used when email is absent)'),
  email: Text('E-mail address'),
  password: EncryptedPassword,
  rsaEncrypted: RsaEncrypted,
});

export const CodeBody = Type.Object({
  email: Text('E-mail address from the mail link'),
  password: EncryptedPassword,
  accessCode: Text('The code from the mail link'),
  rsaEncrypted: RsaEncrypted,
});

export const EmailQuery = Type.Object({
  email: Text('E-mail address'),
  language: Type.Optional(Type.String({ description: 'EN, CN or TC' })),
});

export const UserVo = Type.Object({
  firstName: Type.String(),
  email: Type.String(),
  permissions: Type.Array(Type.String()),
  age: Type.Integer(),
  country: Type.String({ description: 'English name of the nationality' }),
  countryid: Type.Integer(),
  education: Type.String(),
});

export const ProfileBody = Type.Object({
  firstName: Text('At most 100 characters'),
  age: NumberOrText('Integer from 0 to 150'),
  country: NumberOrText('English name from the country list or its countryid'),
  education: Text('College, Undergraduate, Masters, Doctoral or Postdoctoral'),
});

/** Erasing the account asks for the current password again (issue #29 §6). */
export const ErasureBody = Type.Object({
  password: EncryptedPassword,
  rsaEncrypted: RsaEncrypted,
});

export const PasswordChangeBody = Type.Object({
  currentPassword: EncryptedPassword,
  newPassword: EncryptedPassword,
  rsaEncrypted: RsaEncrypted,
});
