import { sanitizeBody, sanitizeText } from '../../services/sanitize';
import { insertRows, type Column } from '../../db/insert-rows';
import type { Seeder } from '../../db/seed';
import { readSeedData } from '../../db/seed-data';
import { renderHelpMarkup } from './help-markup';

// The help centre's demo content: server/db/seed-data/help/help.json (see its README), dated back from the
// day the seed runs.

interface HelpSeed {
  categories: { id: number; parentId: number | null; name: string; intro: string; sort: number }[];
  articles: {
    id: number;
    categoryId: number;
    number: string;
    title: string;
    summary: string;
    daysAgo: number;
    updatedDaysAgo: number;
    readCount: number;
    helpful: number;
    unhelpful: number;
    body: string[];
  }[];
  /** Share links as if someone had shared these articles already (a share link is otherwise made by a call). */
  shares: { shareId: string; number: string }[];
}

const DAY_MS = 86_400_000;
const int = (name: string): Column => ({ name, type: 'int' });
const txt = (name: string): Column => ({ name, type: 'text' });
const time = (name: string): Column => ({ name, type: 'timestamptz' });

/** `days` before `now`, staggered by id so articles of one day keep an order. */
const daysBefore = (now: Date, days: number, id: number) => new Date(now.getTime() - days * DAY_MS - (id % 600) * 60_000);

export const helpSeeder: Seeder = {
  name: 'help',
  async run(tx, { now }) {
    const { categories, articles, shares } = readSeedData<HelpSeed>('help/help.json');
    // Parents come first in the file, so each row's parent exists when it is inserted.
    for (const category of categories) {
      await insertRows(
        tx,
        'help_categories',
        [int('id'), int('parent_id'), txt('name'), txt('intro'), int('sort')],
        [[category.id, category.parentId, sanitizeText(category.name), sanitizeText(category.intro), category.sort]],
      );
    }
    await insertRows(
      tx,
      'help_articles',
      [
        int('id'),
        int('category_id'),
        txt('res_number'),
        txt('title'),
        txt('summary'),
        txt('content'),
        int('read_count'),
        int('helpful_count'),
        int('unhelpful_count'),
        time('publish_time'),
        time('update_time'),
      ],
      articles.map((item) => [
        item.id,
        item.categoryId,
        item.number,
        sanitizeText(item.title),
        sanitizeText(item.summary),
        sanitizeBody(renderHelpMarkup(item.body)),
        item.readCount,
        item.helpful,
        item.unhelpful,
        daysBefore(now, item.daysAgo, item.id),
        daysBefore(now, item.updatedDaysAgo, item.id),
      ]),
    );
    const byNumber = new Map(articles.map((item) => [item.number, item.id]));
    await insertRows(
      tx,
      'help_shares',
      [txt('share_id'), int('article_id')],
      shares.map((share) => [share.shareId, byNumber.get(share.number)]),
    );
  },
};
