// Diet lists: the registry's owner rule keeps staff without MEMBERS_REACH_ALL to the lists of members assigned
// to them (as coach or nutritionist), on every route, and a list may only name such a member. Its items are validated against the
// foods, portions and recipes they name and replaced with the list in one transaction. Answers carry the
// items with what each holds, and the member's name and daily target. `_show` is the list as a PDF; `_send`
// queues that PDF to the member through the outbox.
import type { DietListItemRecord, DietListRecord } from '../../../shared/schemas/dietLists';
import { INVALID } from '../../../shared/schemas/fields';
import { languageFrom } from '../../http/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  dropItemsAfter,
  itemsOfLists,
  peopleOfLists,
  referencedRows,
  replaceItems,
  type ItemInput,
} from './repository';
import { enqueueMessage, memberAddress } from '../../db/repositories/outbox';
import { rowExists, type Row } from '../../db/repositories/records';
import { notFound, validationFailed } from '../../http/errors';
import { mailQueued } from '../../mail/queued';
import { lookup, type Language } from '../../../../i18n';
import { defineHooks, omit } from '../../resources/hooks';

/** The list as answered (items, names, target), for the PDF and the mail. */
export async function fullList(
  db: Kysely<Database>,
  row: Row,
): Promise<DietListRecord & { items: DietListItemRecord[] }> {
  const [list] = await decorateLists(db, [row]);
  return list as unknown as DietListRecord & { items: DietListItemRecord[] };
}

async function decorateLists(db: Kysely<Database>, records: Row[]): Promise<Row[]> {
  const ids = records.map((r) => Number(r.id));
  const items = await itemsOfLists(db, ids);
  const people = await peopleOfLists(
    db,
    records.map((r) => Number(r.member_id)),
    records.map((r) => Number(r.nutritionist_id)).filter((id) => id > 0),
  );
  return records.map((record) => {
    const member = people.members.get(Number(record.member_id));
    return {
      ...record,
      items: items.get(Number(record.id)) ?? [],
      member_name: member?.name ?? '',
      target_daily_calorie: member?.target_daily_calorie ?? 0,
      nutritionist_name: people.users.get(Number(record.nutritionist_id)) ?? '',
    };
  });
}

const fileName = (list: { id: unknown; title: unknown }) => `diyet-listesi-${String(list.id)}.pdf`;

const fill = (lang: Language, key: string, params: Record<string, string>) =>
  (lookup(lang, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

export default defineHooks<'diet_lists'>({
  async check(input, { db }) {
    const nutritionist = Number(input.nutritionist_id);
    if (nutritionist > 0) {
      if (!(await rowExists(db, 'users', nutritionist))) throw validationFailed({ nutritionist_id: INVALID });
    }
    const items = input.items as ItemInput[] | undefined;
    if (!items) return;
    const found = await referencedRows(db, items);
    const fields: Record<string, string> = {};
    items.forEach((item, i) => {
      if (item.food_id && !found.foods.has(item.food_id)) fields[`items[${i}].food_id`] = INVALID;
      if (item.recipe_id && !found.recipes.has(item.recipe_id)) fields[`items[${i}].recipe_id`] = INVALID;
      const portion = item.portion_id ? found.portions.get(item.portion_id) : undefined;
      if (item.portion_id && (!portion || portion.food_id !== item.food_id))
        fields[`items[${i}].portion_id`] = INVALID;
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  },

  toRow(input, { existing, principal }) {
    const row = omit(input, 'items');
    // 0 means "none"; a new list without one is the author's.
    if (!Number(row.nutritionist_id)) row.nutritionist_id = existing ? null : principal.userId;
    return row;
  },

  async afterWrite(record, input, { db }) {
    if (Array.isArray(input.items)) await replaceItems(db, record.id, input.items as ItemInput[]);
    else await dropItemsAfter(db, record.id, record.day_count);
  },

  decorate: (records, { db }) => decorateLists(db, records),

  operations: {
    /** POST diet_lists/{id}/_show: the PDF, labelled in the asker's language. */
    async show({ db, record, reply }) {
      const list = await fullList(db, record as Row);
      const lang = languageFrom(reply.request.headers['accept-language']);
      return {
        body: await reply.server.dietListPdf({ list, lang }),
        type: 'application/pdf',
        fileName: fileName(list),
      };
    },
    /** POST diet_lists/{id}/_send: the PDF (in Turkish) queued to the member's e-mail. */
    async send({ db, record, reply }) {
      const list = await fullList(db, record as Row);
      const member = await memberAddress(db, list.member_id);
      if (!member) throw notFound();
      if (!member.email) throw validationFailed({ email: 'generic.fields.required' });
      const lang: Language = 'tr';
      const pdf = await reply.server.dietListPdf({ list, lang });
      const outboxId = await enqueueMessage(db, {
        channel: 'email',
        recipient: member.email,
        subject: fill(lang, 'dietLists.pdf.mail_subject', { title: list.title }),
        body: fill(lang, 'dietLists.pdf.mail_body', { name: member.name, title: list.title }),
        attachments: [{ fileName: fileName(list), contentType: 'application/pdf', content: pdf }],
      });
      return { id: list.id, recipient: member.email, ...mailQueued(reply.server, outboxId) };
    },
  },
});
