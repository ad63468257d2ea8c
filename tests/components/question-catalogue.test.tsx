import { within } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * npm run schemas:catalogue on the shipped schemas (as npm test runs it), read as a product person
 * reads the page it writes: every question by step, with its path, type, when it is asked and
 * required, effects, the message of each rule, tooltip, list and options, repeater limits, widget,
 * and an anchor of its own.
 */

const root = join(import.meta.dirname, '..', '..');
const out = join(mkdtempSync(join(tmpdir(), 'vq-catalogue-')), 'catalogue.html');
const printed = execFileSync(
  join(root, 'node_modules', '.bin', 'tsx'),
  ['--import', './scripts/support/ignore-styles.mjs', 'scripts/schemas-catalogue.ts', out],
  { cwd: root, encoding: 'utf8' },
);
const page = new DOMParser().parseFromString(readFileSync(out, 'utf8'), 'text/html');
const body = within(page.body);

/** A question's entry, found by its wording as a reader finds it. */
const question = (title: string) => body.getByRole('article', { name: title });

/** What one fact of an entry says ("Shown", "Messages" ...), or null when the entry has none. */
function fact(entry: HTMLElement, term: string): string | null {
  const dt = [...entry.querySelectorAll('dt')].find((d) => d.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('npm run schemas:catalogue', () => {
  it('says where it wrote the page and how many questions it lists', () => {
    const count = page.querySelectorAll('article').length;
    expect(count).toBeGreaterThan(100);
    expect(printed).toContain(`schemas:catalogue — ${count} questions in 5 steps:`);
  });

  it('lists the questions step by step, under the step titles of the form', () => {
    const steps = body.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent?.trim());
    expect(steps).toEqual([
      '1. About Your Van',
      '2. Your Driving History',
      '3. Policy Holder Details',
      '4. Additional Drivers',
      '5. Cover Requirements',
      'Lists',
    ]);
    const stepOne = page.getElementById('step-1') as HTMLElement;
    expect(within(stepOne).getByRole('article', { name: 'Who is the legal owner of the van?' })).toBeTruthy();
  });

  it('says when a follow-up is asked and required, in words, with its list, message and widget', () => {
    const owner = question('Who is the legal owner of the van?');
    const asked = 'When “Are you the legal owner and registered keeper of the van?” is No';
    expect(fact(owner, 'Field path')).toBe('vehicle.legal_owner');
    expect(fact(owner, 'Type')).toBe('Choice from a list, asked');
    expect(fact(owner, 'Shown')).toBe(asked);
    expect(fact(owner, 'Required')).toBe(asked);
    expect(fact(owner, 'Widget')).toBe('list-select');
    expect(fact(owner, 'Messages')).toContain('required: Please confirm who the legal owner of the van is.');
    expect(fact(owner, 'List')).toBe('legal_owner (6 options)');
    expect(within(owner).getByRole('link', { name: 'legal_owner' })).toHaveAttribute(
      'href',
      '#list-legal_owner',
    );
    expect(fact(owner, 'Effects')).toContain(
      'Set to Proposer when “Are you the legal owner and registered keeper of the van?” is Yes',
    );
  });

  it('gives each question an anchor its title links to', () => {
    const owner = question('Who is the legal owner of the van?');
    expect(owner.id).toBe('q1-vehicle.legal_owner');
    expect(within(owner).getByRole('link', { name: 'Who is the legal owner of the van?' })).toHaveAttribute(
      'href',
      '#q1-vehicle.legal_owner',
    );
    const ids = [...page.querySelectorAll('article')].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows tooltips, each rule with its message, fixed options and a disabling condition', () => {
    const weight = question("What is the van's gross vehicle weight (kg)?");
    expect(fact(weight, 'Tooltip')).toBe(
      "The gross vehicle weight (GVW) is on the plate inside the driver's door and in the V5C logbook.",
    );
    expect(fact(weight, 'Messages')).toContain(
      'minimum (1000): Please provide an answer above 1000 to this question to proceed',
    );
    expect(fact(weight, 'Messages')).toContain('(fallback from messages.json)');
    const ncd = question('How many years No Claims Discount do you have on a commercial vehicle?');
    expect(fact(ncd, 'Options')).toContain('0 None1 1 year');
    const bought = question('When did you buy the van?');
    expect(fact(bought, 'Disabled')).toBe("When “I haven't bought the van yet” is Yes");
  });

  it('gives the limits of each repeater', () => {
    const claims = page.getElementById('q2-drivers.proposer.claims') as HTMLElement;
    expect(fact(claims, 'Repeater')).toBe(
      'items called "Claim", at least 1, at most 5, a saved item reads back type_of_claim, claim_date, total_cost_of_claims',
    );
    const drivers = page.getElementById('q4-drivers.additional_drivers') as HTMLElement;
    expect(fact(drivers, 'Repeater')).toBe('items called "Driver", at least 1, at most 5');
    expect(fact(drivers, 'Shown')).toBe(
      'When “Would you like to add any other drivers to the policy?” is Yes',
    );
  });

  it('lists every option of every list the questions use', () => {
    const list = body.getByRole('region', { name: 'legal_owner' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveTextContent('1 Proposer2 Spouse / partner');
  });
});
