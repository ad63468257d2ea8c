/** The app's validator options (its rule keywords and messages), for the stock stack's runtime ajv. */
export { validatorOptions } from '#forms/validation/validator-options.ts';
