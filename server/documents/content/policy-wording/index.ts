import type { DocSection } from '#server/documents/blocks.ts';
import { aboutThisPolicy, definitions } from './about-and-definitions';
import { complaintsSection, dataSection, fscsSection } from './complaints';
import { generalConditions } from './conditions';
import { generalExceptions } from './exceptions';
import { abroadSection, belongingsSection, ncdSection, windscreenSection } from './extras-and-ncd';
import { liabilitySection } from './liability';
import { accidentalDamageSection, fireAndTheftSection } from './loss-or-damage';

const excessesSection: DocSection = {
  heading: 'Excesses',
  blocks: [
    'An excess is the amount you pay towards a claim for loss of or damage to your van. Your schedule shows the excesses that apply to your policy, which may include:',
    {
      list: [
        'a compulsory excess, which applies to every claim under sections 2 and 3;',
        'the voluntary excess you chose, which is added to the compulsory excess;',
        'extra excesses when the driver is under 25, or has held a full licence for less than 2 years;',
        'a windscreen replacement excess and a windscreen repair excess under section 4;',
        'a malicious damage excess under section 3.',
      ],
    },
    'Excesses do not apply to claims under Section 1 (Liability to third parties). If more than one excess applies to a claim, we add them together.',
  ],
};

const makingAClaim: DocSection = {
  heading: 'How to make a claim',
  blocks: [
    'Call the claims helpline shown on your schedule as soon as you can, 24 hours a day. Please have your policy number, the van registration, and the details of what happened and of anyone else involved. If anyone is injured, or your van has been stolen or broken into, tell the police first and get a crime reference number.',
    'If your van cannot be driven after an accident, we will arrange for it to be recovered to our approved repairer, or to a safe place, at no cost to you.',
  ],
};

/** The van policy wording (document id "policy-wording"), in reading order. */
export const policyWordingSections: DocSection[] = [
  aboutThisPolicy,
  definitions,
  liabilitySection,
  fireAndTheftSection,
  accidentalDamageSection,
  windscreenSection,
  belongingsSection,
  abroadSection,
  ncdSection,
  excessesSection,
  generalExceptions,
  generalConditions,
  makingAClaim,
  complaintsSection,
  fscsSection,
  dataSection,
];
