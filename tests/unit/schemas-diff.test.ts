import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfSchemas, editJson, shippedSchemasDir } from '#tests/support/schema-copy.ts';
import { catalogueOf } from '../../scripts/schemas-catalogue/catalogue-of';
import { compareCatalogues } from '../../scripts/schemas-diff/compare-catalogues';
import { changesMarkdown } from '../../scripts/schemas-diff/markdown';
import { runSchemasDiff } from '../../scripts/schemas-diff/run';
import { commitOf, schemasAtCommit } from '../../scripts/schemas-diff/schemas-at-ref';

const STEP_1 = join('quote-form', '1-about-your-van.schema.json');

/** The shipped schemas changed the ways product staff change them, each once. */
function editedSchemas(): string {
  const dir = copyOfSchemas();
  editJson(join(dir, STEP_1), (step) => {
    const vehicle = step.properties.vehicle;
    vehicle.properties.tows_trailer = { type: 'boolean', title: 'Does the van tow a trailer?' };
    vehicle.required.push('tows_trailer');
    delete vehicle.properties.imported_vehicle;
    vehicle.required = vehicle.required.filter((n: string) => n !== 'imported_vehicle');
    vehicle.properties.has_alarm.title = 'Is an alarm or immobiliser fitted?';
    vehicle.errorMessage.required.has_tracker = 'Tell us if a tracker is fitted.';
    vehicle.properties.number_of_seats.enum.push(8);
    vehicle.properties.engine_size.type = 'string';
    vehicle.properties.year_min.type = ['integer', 'null'];
    vehicle.properties.number_of_doors.maximum = 4;
    const hazardous = vehicle.allOf[2].then;
    hazardous.properties.hazardous_goods_details = hazardous.properties.hazardous_goods_description;
    delete hazardous.properties.hazardous_goods_description;
    hazardous.required = ['hazardous_goods_details'];
    vehicle.allOf[3].if.properties.kept_at_home.const = true;
  });
  editJson(join(dir, 'lists', 'legal_owner.json'), (list) => {
    list.options = list.options.filter((o: { value: string }) => o.value !== '6');
  });
  return dir;
}

describe('npm run schemas:diff', () => {
  const changes = compareCatalogues(catalogueOf(shippedSchemasDir), catalogueOf(editedSchemas()));
  const markdown = changesMarkdown(changes, 'main (abc1234)');
  const breaking = changes.filter((c) => c.breaking).map((c) => c.text);
  const plain = (section: string) =>
    changes.filter((c) => c.section === section && !c.breaking).map((c) => c.text);

  it('reports nothing between a ref and itself', () => {
    const same = compareCatalogues(catalogueOf(shippedSchemasDir), catalogueOf(shippedSchemasDir));
    expect(same).toEqual([]);
    expect(changesMarkdown(same, 'HEAD~1 (abc1234)')).toContain('No question changed.');
  });

  it('flags what breaks stored proposals, saying why and what to do', () => {
    expect(breaking).toEqual(
      expect.arrayContaining([
        '“Does the van tow a trailer?” (`vehicle.tows_trailer`, step 1): Yes/No, required',
        '“Was the van imported?” (`vehicle.imported_vehicle`, step 1) removed (it was required)',
        '“What hazardous goods will you carry?” (`vehicle.hazardous_goods_details`, step 1) renamed from `vehicle.hazardous_goods_description`',
        '“Engine size” (`vehicle.engine_size`, step 1): type changed from `integer|null` to `string`',
        '“Who is the legal owner of the van?” (`vehicle.legal_owner`, step 1): options removed: `"6"`',
        '“Number of doors” (`vehicle.number_of_doors`, step 1): rule `maximum` changed from 5 to 4',
      ]),
    );
    expect(breaking).toHaveLength(6);
    const removed = changes.find((c) => c.text.includes('`vehicle.imported_vehicle`'));
    expect(removed?.breaking?.why).toContain('This answer is not part of the quote form.');
    expect(removed?.breaking?.remedy).toContain('"ui:widget": "hidden"');
  });

  it('lists the other changes in words: reworded, messages, conditions, options, widened types', () => {
    expect(plain('reworded')).toEqual([
      '`vehicle.has_alarm`: “Does the van have an alarm or immobiliser?” is now “Is an alarm or immobiliser fitted?”',
    ]);
    expect(plain('messages')).toContain(
      '“Does the van have a tracking device?” (`vehicle.has_tracker`, step 1): the `required` message changed from “Please confirm if the van has a tracking device.” to “Tell us if a tracker is fitted.”',
    );
    expect(plain('conditions')).toContain(
      '“What is the postcode where the van is kept overnight?” (`vehicle.postcode_of_overnight_vehicle_location`, step 1): was asked when “Is the van kept at your home address overnight?” is No; now when “Is the van kept at your home address overnight?” is Yes',
    );
    expect(plain('options')).toEqual([
      '“How many seats does the van have?” (`vehicle.number_of_seats`, step 1): options added: `8`',
    ]);
    expect(plain('other')).toContain(
      '`vehicle.year_min` (step 1): type changed from `integer` to `integer|null`',
    );
  });

  it('writes Markdown for a pull request, breaking changes first', () => {
    expect(markdown).toMatch(/^## Question changes since main \(abc1234\)\n\n\*\*6 BREAKING\*\*/);
    expect(markdown).toContain('- **BREAKING** “Was the van imported?”');
    expect(markdown).toContain('**What to do:**');
    expect(markdown.indexOf('### Questions and tooltips reworded')).toBeGreaterThan(
      markdown.indexOf('BREAKING'),
    );
  });

  it("reads the schemas of a git ref from the repository's history", () => {
    const repo = mkdtempSync(join(tmpdir(), 'vq-repo-'));
    cpSync(shippedSchemasDir, join(repo, 'schemas'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
    git('init', '-q');
    git('add', 'schemas');
    git('commit', '-q', '-m', 'schemas');
    const commit = commitOf(repo, 'HEAD');
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(commitOf(repo, 'HEAD~1')).toBeNull();
    const at = schemasAtCommit(repo, commit as string);
    expect(readFileSync(join(at, STEP_1), 'utf8')).toBe(
      readFileSync(join(shippedSchemasDir, STEP_1), 'utf8'),
    );
  });

  describe('as npm test runs it: against the previous commit, in any clone', () => {
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    /** A repository whose first commit has the shipped schemas and whose second has `edit`'s. */
    function twoCommits(): string {
      const repo = mkdtempSync(join(tmpdir(), 'vq-repo-'));
      cpSync(shippedSchemasDir, join(repo, 'schemas'), { recursive: true });
      git(repo, 'init', '-q');
      git(repo, 'add', 'schemas');
      git(repo, 'commit', '-q', '-m', 'shipped');
      cpSync(editedSchemas(), join(repo, 'schemas'), { recursive: true });
      git(repo, 'commit', '-q', '-am', 'edited');
      return repo;
    }

    it("reports the last commit's changes against HEAD~1", () => {
      const repo = twoCommits();
      const run = runSchemasDiff(['HEAD~1', '--skip-missing-ref'], repo, join(repo, 'schemas'));
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/^## Question changes since HEAD~1 \([0-9a-f]{7}\)\n\n\*\*6 BREAKING\*\*/);
    });

    it('says so and passes in a shallow clone, which has no HEAD~1', () => {
      const clone = join(mkdtempSync(join(tmpdir(), 'vq-clone-')), 'clone');
      git(tmpdir(), 'clone', '-q', '--depth', '1', `file://${twoCommits()}`, clone);
      const run = runSchemasDiff(['HEAD~1', '--skip-missing-ref'], clone, join(clone, 'schemas'));
      expect(run).toEqual({
        code: 0,
        out: 'schemas:diff — there is no commit "HEAD~1" in this clone (a shallow clone holds only its latest commits): nothing to compare.',
      });
      expect(runSchemasDiff(['HEAD~1'], clone, join(clone, 'schemas')).code).toBe(2);
    });

    it('says so when the ref has no schemas folder', () => {
      const repo = mkdtempSync(join(tmpdir(), 'vq-repo-'));
      git(repo, 'init', '-q');
      git(repo, 'commit', '-q', '--allow-empty', '-m', 'empty');
      const run = runSchemasDiff(['HEAD', '--skip-missing-ref'], repo, shippedSchemasDir);
      expect(run).toEqual({
        code: 0,
        out: 'schemas:diff — commit "HEAD" has no schemas/ folder: nothing to compare.',
      });
    });

    it('asks for a ref when given none', () => {
      expect(runSchemasDiff([], shippedSchemasDir, shippedSchemasDir).code).toBe(2);
    });
  });
});
