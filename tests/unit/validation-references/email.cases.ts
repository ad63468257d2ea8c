/**
 * Email addresses and the verdicts of validator.js (validatorjs/validator.js test/validators.test.js,
 * commit cdb7daf, "should validate email addresses": isEmail with its default options), then the cases
 * of issue 11 and this project's reading that an address is trimmed before it is checked (decision 019).
 */
export interface EmailCase {
  text: string;
  valid: boolean;
}

const valid = (text: string): EmailCase => ({ text, valid: true });
const invalid = (text: string): EmailCase => ({ text, valid: false });

export const validatorJsFixtures: EmailCase[] = [
  ...[
    'foo@bar.com',
    'x@x.au',
    'foo@bar.com.au',
    'foo+bar@bar.com',
    'hans.m端ller@test.com',
    'hans@m端ller.com',
    'test|123@m端ller.com',
    'test123+ext@gmail.com',
    'some.name.midd.leNa.me.and.locality+extension@GoogleMail.com',
    '"foobar"@example.com',
    '"  foo  m端ller "@example.com',
    '"foo\\@bar"@example.com',
    `${'a'.repeat(64)}@${'a'.repeat(63)}.com`,
    `${'a'.repeat(31)}@gmail.com`,
    'test@gmail.com',
    'test.1@gmail.com',
    'test@1337.com',
  ].map(valid),
  ...[
    'invalidemail@',
    'invalid.com',
    '@invalid.com',
    'foo@bar.com.',
    'foo@_bar.com',
    'somename@ｇｍａｉｌ.com',
    'foo@bar.co.uk.',
    'z@co.c',
    'ｇｍａｉｌｇｍａｉｌｇｍａｉｌｇｍａｉｌｇｍａｉｌ@gmail.com',
    `${'a'.repeat(64)}@${'a'.repeat(251)}.com`,
    `${'a'.repeat(65)}@${'a'.repeat(250)}.com`,
    `${'a'.repeat(64)}@${'a'.repeat(64)}.com`,
    `${'a'.repeat(64)}@${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(58)}.com`,
    'test1@invalid.co\u2006m',
    'test2@invalid.co\u2002m',
    'test3@invalid.co\u2004m',
    'test4@invalid.co\u2005m',
    'test5@invalid.co\u2006m',
    'test6@invalid.co\u2007m',
    'test7@invalid.co\u2008m',
    'test8@invalid.co\u2009m',
    'test9@invalid.co\u200am',
    'test10@invalid.co\u202fm',
    'test11@invalid.co\u205fm',
    'test12@invalid.co\u3000m',
    'test13@invalid.co\u3000m',
    'multiple..dots@stillinvalid.com',
    'test123+invalid! sub_address@gmail.com',
    'gmail...ignores...dots...@gmail.com',
    'ends.with.dot.@gmail.com',
    'multiple..dots@gmail.com',
    'wrong()[]",:;<>@@gmail.com',
    '"wrong()[]",:;<>@@gmail.com',
    'username@domain.com�',
    'username@domain.com©',
    'nbsp\u00a0test@test.com',
    'nbsp_test@te\u00a0st.com',
    'nbsp_test@test.co\u00a0m',
    '"foobar@gmail.com',
    '"foo"bar@gmail.com',
    'foo"bar"@gmail.com',
  ].map(invalid),
];

/** Issue 11: addresses the old text@text.text pattern let through. */
export const issueCases: EmailCase[] = [
  invalid('sam@gmail..com'),
  invalid('.sam@gmail.com'),
  invalid('sam@gmail.c'),
  invalid('sam@-gmail.com'),
  invalid('sam@example'),
  valid('sam.taylor@example.co.uk'),
  valid("o'neil@example.co.uk"),
];

/** This project's reading: spaces around an address are not part of it (the server trims them too). */
export const trimmedCases: EmailCase[] = [valid('  sam.taylor@example.co.uk '), valid('sam@example.com\t')];

export const emailCases: EmailCase[] = [...validatorJsFixtures, ...issueCases, ...trimmedCases];
