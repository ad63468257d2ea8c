/**
 * Writes src/domain/rules/uk-phone-metadata.json: the +44 part of libphonenumber-js's complete ("max")
 * metadata, so the phone rule validates UK numbers as strictly as Google's libphonenumber does while the
 * browser downloads about 1.5 KB of metadata instead of 39 KB (decision 019). Run it after updating
 * libphonenumber-js: `npx tsx scripts/uk-phone-metadata.ts`. A unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import fullMetadata from 'libphonenumber-js/metadata.max.json';
import * as prettier from 'prettier';

/** The calling code the phone rule accepts: the UK's, shared with Guernsey, Jersey and the Isle of Man. */
export const UK_CALLING_CODE = '44';

/** The metadata of the countries that share +44, in libphonenumber-js's own format. */
export function ukPhoneMetadata(full: MetadataJson): MetadataJson {
  const countries = full.country_calling_codes[UK_CALLING_CODE];
  return {
    version: full.version,
    country_calling_codes: { [UK_CALLING_CODE]: countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  } as MetadataJson;
}

export const outputFile = join(import.meta.dirname, '..', 'src', 'domain', 'rules', 'uk-phone-metadata.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = JSON.stringify(ukPhoneMetadata(fullMetadata));
  const options = await prettier.resolveConfig(outputFile);
  writeFileSync(outputFile, await prettier.format(json, { ...options, parser: 'json' }));
  console.log(`wrote ${outputFile}`);
}
