/**
 * UK registration marks and the verdicts of references nobody here wrote, checked on a fixed day
 * (`TODAY`) so that "not yet issued" does not move under the tests.
 */
export interface RegistrationCase {
  text: string;
  valid: boolean;
}

/** The day the verdicts below hold: the 76 mark (September 2026) is out, 27 (March 2027) is not. */
export const TODAY = '2026-11-23';

const valid = (text: string): RegistrationCase => ({ text, valid: true });
const invalid = (text: string): RegistrationCase => ({ text, valid: false });

/**
 * microsoft/presidio presidio-analyzer/tests/test_uk_vehicle_registration_recognizer.py (commit
 * 816662c): the whole-mark cases of UkVehicleRegistrationRecognizer, whose current-style age
 * identifiers are 02-29 and 51-79 (the same as ours until March 2029). Three of its verdicts are not
 * followed; they are in `presidioLetterCases` with the reason.
 */
export const presidioFixtures: RegistrationCase[] = [
  valid('AB51 ABC'),
  valid('BD62XYZ'),
  valid('LN14-HGT'),
  valid('aa02 aaa'),
  valid('AB70 DEF'),
  invalid('AB00 ABC'),
  invalid('AB35 ABC'),
  invalid('AB49 ABC'),
  invalid('AB80 ABC'),
  valid('A123 BCD'),
  valid('K1 ABC'),
  valid('M456DEF'),
  invalid('I123 BCD'),
  invalid('O123 BCD'),
  valid('ABC 123D'),
  valid('ABC 1D'),
  valid('DEF456G'),
  invalid('ABC 123I'),
  invalid('ABC 123Z'),
  invalid('hello world'),
  invalid('1234567890'),
];

/**
 * Presidio refuses these because the DVLA does not issue I or Q in a current-style mark's memory tag
 * or random letters. This project does not check those letters (decision 019): the vehicle lookup
 * answers "not found" for a mark that was never issued, and the demo marks use the unissued memory
 * tag VQ on purpose, so that none of them is a real van.
 */
export const presidioLetterCases: RegistrationCase[] = [
  valid('IB51 ABC'),
  valid('AQ51 ABC'),
  valid('AB51 AIB'),
];

/**
 * DVLA INF104 "Vehicle registration numbers and number plates" (gov.uk): the styles and their age
 * identifiers. Current style from September 2001 ('51'); on 1 March the year's last two digits, on
 * 1 September the year plus 50. Prefix and suffix year letters never used I, O, Q, U or Z. Dateless
 * marks (1-3 letters and 1-4 numbers, either way round) and Northern Ireland marks (3 letters, one of
 * them I or Z, then up to 4 numbers) carry no date. No mark's number starts with 0. Cases from
 * issue 11 and the DVLA rules above.
 */
export const dvlaCases: RegistrationCase[] = [
  valid('AB12 CDE'),
  valid('ab12cde'),
  valid('AB51 CDE'),
  valid('AB02 CDE'),
  valid('AB26 CDE'),
  valid('AB76 CDE'),
  invalid('AB01 CDE'),
  invalid('AB50 CDE'),
  invalid('AB27 CDE'),
  invalid('AB77 CDE'),
  invalid('AB99 CDE'),
  valid('A123 BCD'),
  valid('Y1 ABC'),
  invalid('A012 BCD'),
  invalid('U123 BCD'),
  invalid('Z123 BCD'),
  valid('ABC 123D'),
  invalid('ABC 012D'),
  invalid('ABC 123Q'),
  invalid('ABC 1234D'),
  valid('ABC 123'),
  valid('1 ABC'),
  valid('A 1'),
  valid('9999 AB'),
  valid('ABZ 1234'),
  valid('OIB 1234'),
  invalid('0 ABC'),
  invalid('ABC 0123'),
  invalid('ABCD 123'),
  invalid('ABC 12345'),
  invalid('Q123 ABC'),
  invalid('Q 1'),
  invalid('AB12 CD'),
  invalid('AB12 CDE!'),
];

export const registrationCases: RegistrationCase[] = [
  ...presidioFixtures,
  ...presidioLetterCases,
  ...dvlaCases,
];
