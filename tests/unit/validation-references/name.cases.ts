/**
 * Personal names and whether the name rule (and full-name, the account holder's name) should take
 * them. The real names come from references nobody here wrote; the refusals are this project's
 * reading of SPEC.md 5.2 (decision 019): letters of any script, single spaces, hyphens, straight
 * and curly apostrophes and a dot closing an abbreviation, starting with a letter and with at least
 * two letters in all.
 */
export interface NameCase {
  text: string;
  valid: boolean;
}

const valid = (text: string): NameCase => ({ text, valid: true });
const invalid = (text: string): NameCase => ({ text, valid: false });

/** Issue 11: real names refused for a space or a dot, and punctuation that passed as a name. */
export const issueCases: NameCase[] = [
  valid('De La Cruz'),
  valid('van der Berg'),
  valid('Ap Rhys'),
  valid('Ó Súilleabháin'),
  valid('Mary Ann'),
  valid('St. John'),
  invalid('--'),
  invalid("''"),
];

/**
 * W3C Internationalization, "Personal names around the world" (Richard Ishida,
 * w3.org/International/questions/qa-personal-names) and its companion story "What's in a name?":
 * names in several scripts, with spaces, patronymics and accents. The one-letter family name 'O' of
 * that story is refused: SPEC.md 5.2 asks for at least two letters.
 */
export const w3cCases: NameCase[] = [
  valid('Björk Guðmundsdóttir'),
  valid('Guðmundur Gunnarsson'),
  valid('Kovács Enikő'),
  valid('Carreño Quiñones'),
  valid('José Eduardo Santos Tavares Melo Silva'),
  valid('Song-yi'),
  valid('Isa'),
  valid('毛泽东'),
  valid('Мария Иванова'),
  valid('محمد'),
  valid('Nguyễn'),
  invalid('O'),
];

/** Names as British customers write them: apostrophes straight and curly, double-barrelled names. */
export const britishCases: NameCase[] = [
  valid("O'Neil"),
  valid('O’Neil'),
  valid('Smith-Jones'),
  valid("Mary-Ann O'Neill-Jones"),
  valid('Seán'),
  valid('Ng'),
  valid('Jo'),
  valid('St.-Pierre'),
  valid('Dafydd ap Gwilym'),
  valid('Ó Súilleabháin'.normalize('NFD')),
];

/** Not names: digits, symbols, punctuation with no letters, or separators that do not join two parts. */
export const refusedCases: NameCase[] = [
  invalid('J'),
  invalid('Sm1th'),
  invalid('j0hn'),
  invalid('Jane_Smith'),
  invalid('Jane.Smith'),
  invalid('Jane Smith 3rd'),
  invalid("-'"),
  invalid('.'),
  invalid('St..John'),
  invalid('Mary--Ann'),
  invalid("O''Neil"),
  invalid("'Neil"),
  invalid('Neil-'),
  invalid('-Neil'),
  invalid('.Jo'),
  invalid('Jo & Sam'),
  invalid('Sam!'),
  invalid('🙂🙂'),
  invalid('Sam\u0000'),
];

export const nameCases: NameCase[] = [...issueCases, ...w3cCases, ...britishCases, ...refusedCases];
