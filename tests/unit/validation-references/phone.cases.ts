/**
 * UK phone numbers and the verdict of references nobody here wrote. `stored` is the form the number
 * is kept in (decision 019): UK national format as libphonenumber-js 1.13.16 (max metadata) writes it,
 * with ' ext. N' for an extension. Every verdict below is libphonenumber-js's own (max metadata,
 * `parsePhoneNumber(text, { defaultCountry: 'GB', extract: false }).isValid()`), except where a case
 * says it is this project's reading (numbers outside +44, decision 019).
 */
export interface PhoneCase {
  text: string;
  valid: boolean;
  stored?: string;
}

/**
 * google/libphonenumber resources/PhoneNumberMetadata.xml (commit f7e3e88c), the <exampleNumber> of each
 * number type of the four territories that share +44: GB, GG (Guernsey), IM (Isle of Man), JE (Jersey).
 */
export const metadataExampleNumbers: PhoneCase[] = [
  { text: '01212345678', valid: true, stored: '0121 234 5678' },
  { text: '07400123456', valid: true, stored: '07400 123456' },
  { text: '07640123456', valid: true, stored: '076 4012 3456' },
  { text: '08001234567', valid: true, stored: '0800 123 4567' },
  { text: '09012345678', valid: true, stored: '0901 234 5678' },
  { text: '07012345678', valid: true, stored: '070 1234 5678' },
  { text: '05612345678', valid: true, stored: '056 1234 5678' },
  { text: '05512345678', valid: true, stored: '055 1234 5678' },
  { text: '01481256789', valid: true, stored: '01481 256789' },
  { text: '07781123456', valid: true, stored: '07781 123456' },
  { text: '01624756789', valid: true, stored: '01624 756789' },
  { text: '07924123456', valid: true, stored: '07924 123456' },
  { text: '08081624567', valid: true, stored: '0808 162 4567' },
  { text: '09016247890', valid: true, stored: '0901 624 7890' },
  { text: '01534456789', valid: true, stored: '01534 456789' },
  { text: '07797712345', valid: true, stored: '07797 712345' },
  { text: '08007354567', valid: true, stored: '0800 735 4567' },
  { text: '09018105678', valid: true, stored: '0901 810 5678' },
  { text: '07015115678', valid: true, stored: '070 1511 5678' },
];

/**
 * google/libphonenumber java/libphonenumber/test/.../PhoneNumberUtilTest.java (commit f7e3e88c):
 * testParseExtensions (the UK number written with x, X, spaces and ;ext=), testFormatInOriginalFormat,
 * testIsPossibleNumber and its failing counterparts, written as a customer types them.
 */
export const googleUtilTestNumbers: PhoneCase[] = [
  { text: '+44 2034567890x456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44 2034567890 x456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44 2034567890 X456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44 2034567890 X 456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44 2034567890 X  456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44 2034567890  X 456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44-2034567890;ext=456', valid: true, stored: '020 3456 7890 ext. 456' },
  { text: '+44 20 7031 3000', valid: true, stored: '020 7031 3000' },
  { text: '+442087654321', valid: true, stored: '020 8765 4321' },
  { text: '02087654321', valid: true, stored: '020 8765 4321' },
  { text: '442087654321', valid: true, stored: '020 8765 4321' },
  { text: '+44 7912 345 678', valid: true, stored: '07912 345678' },
  { text: '1 3000', valid: false },
  { text: '+44 300', valid: false },
  { text: '0123456', valid: false },
];

/** catamphetamine/libphonenumber-js source/isValid.test.js and parse.test.js: an Isle of Man mobile. */
export const libphonenumberJsTestNumbers: PhoneCase[] = [
  { text: '07624369230', valid: true, stored: '07624 369230' },
  { text: '+44 7624 369230', valid: true, stored: '07624 369230' },
];

/**
 * Ofcom's numbers for drama (ofcom.org.uk, "Telephone numbers for use in TV and radio drama"): the
 * mobile 07700 900xxx and the 01632 960xxx ranges are never given to anyone and libphonenumber calls
 * them invalid; the geographic drama ranges (020 7946 0xxx, 0113 496 0xxx ...) sit inside ranges
 * that are in use, so libphonenumber calls them valid. The examples and tests here use the latter.
 */
export const ofcomDramaNumbers: PhoneCase[] = [
  { text: '07700 900123', valid: false },
  { text: '07700 900999', valid: false },
  { text: '01632 960123', valid: false },
  { text: '020 7946 0958', valid: true, stored: '020 7946 0958' },
  { text: '0113 496 0000', valid: true, stored: '0113 496 0000' },
  { text: '0117 496 0456', valid: true, stored: '0117 496 0456' },
  { text: '0121 496 0001', valid: true, stored: '0121 496 0001' },
  { text: '0131 496 0002', valid: true, stored: '0131 496 0002' },
  { text: '0141 496 0003', valid: true, stored: '0141 496 0003' },
  { text: '0161 496 0005', valid: true, stored: '0161 496 0005' },
  { text: '028 9649 6000', valid: true, stored: '028 9649 6000' },
  { text: '029 2018 0000', valid: true, stored: '029 2018 0000' },
  { text: '0191 498 0000', valid: true, stored: '0191 498 0000' },
  { text: '0808 157 0000', valid: true, stored: '0808 157 0000' },
  { text: '03069 990000', valid: true, stored: '0306 999 0000' },
];

/**
 * How customers write UK numbers (issue 11): +44, 0044, +44 (0), brackets, dots and hyphens, and
 * extensions as 'ext 12', 'x123', '#123'. Verdicts and stored forms are libphonenumber-js's.
 */
export const customerForms: PhoneCase[] = [
  { text: '+44 (0)113 496 0000', valid: true, stored: '0113 496 0000' },
  { text: '+44 0113 496 0000', valid: true, stored: '0113 496 0000' },
  { text: '0044 113 496 0000', valid: true, stored: '0113 496 0000' },
  { text: '(0113) 496-0000', valid: true, stored: '0113 496 0000' },
  { text: '0113.496.0000', valid: true, stored: '0113 496 0000' },
  { text: '+447400123456', valid: true, stored: '07400 123456' },
  { text: '00447400123456', valid: true, stored: '07400 123456' },
  { text: '+44 (0) 7400 123 456', valid: true, stored: '07400 123456' },
  { text: '0113 496 0000 ext 12', valid: true, stored: '0113 496 0000 ext. 12' },
  { text: '0113 496 0000 x123', valid: true, stored: '0113 496 0000 ext. 123' },
  { text: '0113 496 0000 #123', valid: true, stored: '0113 496 0000 ext. 123' },
  { text: '0113 496 0000 ext. 1234', valid: true, stored: '0113 496 0000 ext. 1234' },
  { text: '07400 123456 ext 12', valid: true, stored: '07400 123456 ext. 12' },
  { text: '0113 496 000', valid: false },
  { text: '0113 496 00000', valid: false },
  { text: '07400 12345', valid: false },
  { text: '074001234567', valid: false },
  { text: '447', valid: false },
  { text: '+44', valid: false },
  { text: 'abc', valid: false },
  { text: 'call 0113 496 0000', valid: false },
  { text: '0113 496 0000 please', valid: false },
];

/**
 * Valid numbers of other countries (libphonenumber-js README examples): libphonenumber calls them
 * valid, the rule refuses them because SPEC.md 5.2 asks for a UK number (decision 019).
 */
export const otherCountries: PhoneCase[] = [
  { text: '+1 213 373 4253', valid: false },
  { text: '+33 1 45 45 32 45', valid: false },
];

export const phoneCases: PhoneCase[] = [
  ...metadataExampleNumbers,
  ...googleUtilTestNumbers,
  ...libphonenumberJsTestNumbers,
  ...ofcomDramaNumbers,
  ...customerForms,
  ...otherCountries,
];
