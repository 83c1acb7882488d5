import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../../test/build-test-app.ts';
import { insertProfessional } from '../../test/factories.ts';
import { categories } from './tables/categories.table.ts';
import { professionalServices, professionals } from './tables/professionals.table.ts';
import { searchWords } from './tables/search-words.table.ts';

// Decision 0044: the vocabulary is kept by triggers. Whatever changes a search document, each word
// must count exactly the documents that hold it, and a word no document holds must be gone.

describe('the search vocabulary (kept by triggers)', () => {
  const database = migratedTestDatabase();
  const db = () => database().db;

  /** The words and counts the documents say, and those the vocabulary holds. */
  async function vocabulary() {
    const { rows } = await db().execute<{ word: string; docs: number }>(sql`
      select w as word, count(*)::int as docs from professionals,
        unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_doc))) as w
      group by w order by w`);
    const held = await db()
      .select({ word: searchWords.word, docs: searchWords.docs })
      .from(searchWords)
      .orderBy(searchWords.word);
    return { expected: rows, held };
  }
  const expectInStep = async () => {
    const { expected, held } = await vocabulary();
    expect(held).toEqual(expected);
  };
  const docsOf = async (word: string) =>
    (await db().select().from(searchWords).where(eq(searchWords.word, word)))[0]?.docs ?? 0;

  it('counts the documents of each word, through every change of them', async () => {
    const ana = await insertProfessional(db(), {
      nombre: 'Ana',
      apellido: 'Quiroga',
      services: [{ categorySlug: 'plomero', descripcion: 'Destapaciones urgentes' }],
    });
    const bruno = await insertProfessional(db(), {
      nombre: 'Bruno',
      apellido: 'Quiroga',
      services: ['gasista'],
    });
    await expectInStep();
    expect(await docsOf('quiroga')).toBe(2);
    expect(await docsOf('destapaciones')).toBe(1);

    // A name changed: the old word leaves with its last document.
    await db().update(professionals).set({ nombre: 'Anabela' }).where(eq(professionals.id, ana.id));
    expect(await docsOf('ana')).toBe(0);
    expect(await docsOf('anabela')).toBe(1);
    await expectInStep();

    // A service's words, and a category renamed, reach the documents and so the vocabulary.
    await db()
      .update(professionalServices)
      .set({ descripcion: 'Cloacas' })
      .where(eq(professionalServices.professionalId, ana.id));
    expect(await docsOf('destapaciones')).toBe(0);
    await db().update(categories).set({ type: 'Gasista matriculado' }).where(eq(categories.slug, 'gasista'));
    expect(await docsOf('matriculado')).toBe(1);
    await expectInStep();

    // An update that leaves the document as it was changes nothing.
    await db().update(professionals).set({ calificacion: 4 }).where(eq(professionals.id, bruno.id));
    await expectInStep();

    // Gone with the professional (an erased one's name too).
    await db().delete(professionals).where(eq(professionals.id, bruno.id));
    expect(await docsOf('bruno')).toBe(0);
    expect(await docsOf('quiroga')).toBe(1);
    await expectInStep();
  });

  it('gives each word its deletes: itself and every string one letter shorter (decision 0046)', async () => {
    const deletesOf = async (word: string) =>
      (await db().execute<{ d: string[] }>(sql`select servihogar_deletes(${word}::text) as d`)).rows[0]!.d;
    expect(await deletesOf('sol')).toEqual(['sol', 'ol', 'sl', 'so']);
    expect(await deletesOf('y')).toEqual(['y']); // no empty string, shared by every one-letter word
    const long = 'a'.repeat(31);
    expect(await deletesOf(long)).toEqual([long]); // past 30 letters, only itself
    expect(await deletesOf('a'.repeat(30))).toHaveLength(31);
  });

  it('tells words one edit apart from those a shared delete also joins', async () => {
    const apart = async (a: string, b: string) =>
      (
        await db().execute<{ one: boolean }>(
          sql`select servihogar_one_edit_apart(${a}::text, ${b}::text) as one`,
        )
      ).rows[0]!.one;
    for (const [a, b] of [
      ['nunes', 'nunez'], // a letter changed
      ['apelido', 'apellido'], // one missing
      ['gasistaa', 'gasista'], // one more
      ['sanatorois', 'sanatorios'], // two next to each other swapped
      ['sol', 'sol'],
    ]) {
      expect(await apart(a!, b!), `${a} ${b}`).toBe(true);
    }
    // Each pair shares a delete, but is two edits apart.
    for (const [a, b] of [
      ['abc', 'bcd'],
      ['apelido512', 'apellido51'],
      ['abcd', 'badc'],
    ]) {
      expect(await apart(a!, b!), `${a} ${b}`).toBe(false);
    }
  });
});
