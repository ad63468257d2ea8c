/**
 * @rjsf/utils as RJSF's ArrayField imports it in the build (vite.config.ts,
 * `arrayFieldIdentityHash`): the same module, with the list hash by identity (identity-hash.ts).
 */
export * from '@rjsf/utils';
export { identityHash as hashObject } from './identity-hash';
