import { describe, expect, it } from 'vitest';
import { filterFaq } from './filter-faq';

const ITEMS = [
  { id: '1', question: 'What is VINO?', answer: 'A wine-backed stablecoin.', category: 'Basics' },
  { id: '2', question: 'Can I redeem?', answer: 'Premium Circle members can.', category: 'Redemption' },
  { id: '3', question: 'Who runs it?', answer: 'An operating company.', category: 'Corporate Structure' },
];

describe('filterFaq', () => {
  it('matches question, answer and category, ignoring case and surrounding spaces', () => {
    expect(filterFaq(ITEMS, 'vino', null).map((i) => i.id)).toEqual(['1']);
    expect(filterFaq(ITEMS, 'PREMIUM circle', null).map((i) => i.id)).toEqual(['2']);
    expect(filterFaq(ITEMS, '  corporate structure ', null).map((i) => i.id)).toEqual(['3']);
    expect(filterFaq(ITEMS, '', null)).toHaveLength(3);
  });

  it('combines the search with the selected category', () => {
    expect(filterFaq(ITEMS, '', 'Redemption').map((i) => i.id)).toEqual(['2']);
    expect(filterFaq(ITEMS, 'vino', 'Redemption')).toEqual([]);
  });
});
