import { describe, expect, it } from 'vitest';
import { readingText, textUnits } from './sentence-units.ts';

const units = (text: string, skipped: Array<{ start: number; end: number }> = []) =>
  textUnits(text, skipped).map((unit) => `${unit.kind === 'line' ? 'line: ' : ''}${text.slice(unit.start, unit.end)}`);

describe('textUnits', () => {
  it.each([
    { name: 'two sentences', given: 'One is here. Two is there!', want: ['One is here.', 'Two is there!'] },
    {
      name: 'a price',
      given: 'Breakfast costs £4.50 at most. Lunch costs more.',
      want: ['Breakfast costs £4.50 at most.', 'Lunch costs more.'],
    },
    {
      name: 'hours with a decimal',
      given: 'The week is 37.5 hours. Overtime is paid.',
      want: ['The week is 37.5 hours.', 'Overtime is paid.'],
    },
    {
      name: 'a figure in millions',
      given: 'The cap is £2.9 million. It is yearly.',
      want: ['The cap is £2.9 million.', 'It is yearly.'],
    },
    {
      name: "a clause's number wrapped onto a line of its own",
      given:
        '1.2 A Business Day is a day other than a Saturday, a Sunday or a public holiday in England.\n1.3\nService Credits are the amounts deducted from the Charges when a service level is missed.',
      want: [
        '1.2 A Business Day is a day other than a Saturday, a Sunday or a public holiday in England.',
        '1.3\nService Credits are the amounts deducted from the Charges when a service level is missed.',
      ],
    },
    {
      name: "a sentence's reference marks, after its stop",
      given: 'The Yoruba are the largest ethnic group. [2][3] It is a member of the union.[4] Both hold.',
      want: ['The Yoruba are the largest ethnic group. [2][3]', 'It is a member of the union.[4]', 'Both hold.'],
    },
    {
      name: 'a section number',
      given: 'See clause 4.2 for the levels. They are monthly.',
      want: ['See clause 4.2 for the levels.', 'They are monthly.'],
    },
    {
      name: 'a version at the end',
      given: 'This guide covers v2.1. Older ones differ.',
      want: ['This guide covers v2.1.', 'Older ones differ.'],
    },
    {
      name: 'e.g. before a capital',
      given: 'Some tools, e.g. Word and Excel, are installed. Others are not.',
      want: ['Some tools, e.g. Word and Excel, are installed.', 'Others are not.'],
    },
    {
      name: 'No. before a number',
      given: 'The company No. 08812345 is ours. It is registered.',
      want: ['The company No. 08812345 is ours.', 'It is registered.'],
    },
    {
      name: 'Ltd. before lower case',
      given: 'Suppliers of Acme Ltd. and of its subsidiaries agree. They sign.',
      want: ['Suppliers of Acme Ltd. and of its subsidiaries agree.', 'They sign.'],
    },
    {
      name: 'p.m. mid-sentence',
      given: 'Orders before 2.00 p.m. on a working day ship the same day. Others wait.',
      want: ['Orders before 2.00 p.m. on a working day ship the same day.', 'Others wait.'],
    },
    { name: 'an initial', given: 'Ask J. Smith first. Then ask us.', want: ['Ask J. Smith first.', 'Then ask us.'] },
    { name: 'a closing quote', given: 'He said "stop." Then left.', want: ['He said "stop."', 'Then left.'] },
    {
      name: 'a sentence across line breaks',
      given: 'The allowance is paid\nto everyone who\nasks for it. Next one.',
      want: ['The allowance is paid\nto everyone who\nasks for it.', 'Next one.'],
    },
    {
      name: 'a word hyphenated across lines',
      given: 'Every employ-\nee gets it. Done.',
      want: ['Every employ-\nee gets it.', 'Done.'],
    },
    {
      // A column is narrower than the page's lines before it: its wrapped lines still run on.
      name: 'a column after full-width lines, wrapped on a joining word',
      given:
        'Elland ovens overtook Ryburn range cookers as our largest range by revenue for the first time, and the new\nEB6 oven sold 24,800 units.\nRetail and online\nSales through independent kitchen retailers rose by\n14%, and these retailers now account for 46% of\nrevenue. All export models now carry both\nUKCA and CE marking.',
      want: [
        'Elland ovens overtook Ryburn range cookers as our largest range by revenue for the first time, and the new\nEB6 oven sold 24,800 units.',
        'line: Retail and online',
        'Sales through independent kitchen retailers rose by\n14%, and these retailers now account for 46% of\nrevenue.',
        'All export models now carry both\nUKCA and CE marking.',
      ],
    },
    { name: 'a blank line', given: 'Para one\n\nPara two', want: ['line: Para one', 'line: Para two'] },
    { name: 'nothing', given: '  \n\n ', want: [] },
    {
      name: 'a heading between paragraphs',
      given:
        'The first rule applies to all of our staff everywhere.\n2.1 Overtime\nOvertime is approved in advance by a manager.',
      want: [
        'The first rule applies to all of our staff everywhere.',
        'line: 2.1 Overtime',
        'Overtime is approved in advance by a manager.',
      ],
    },
    {
      name: 'table rows under a paragraph',
      given:
        'Meal allowances are paid only when a journey keeps you away from your usual workplace all day long.\nAllowance Condition Maximum\nBreakfast Leaving home before 6.00 a.m. £4.50\nLunch Away for more than 5 hours £7.50',
      want: [
        'Meal allowances are paid only when a journey keeps you away from your usual workplace all day long.',
        'line: Allowance Condition Maximum',
        'line: Breakfast Leaving home before 6.00 a.m. £4.50',
        'line: Lunch Away for more than 5 hours £7.50',
      ],
    },
    {
      name: 'a wrapped line ending on a name',
      given:
        'Holiday requests are made in the Brightwater\nPeople app at least four weeks before the first day\nof leave for any absence longer than one week.',
      want: [
        'Holiday requests are made in the Brightwater\nPeople app at least four weeks before the first day\nof leave for any absence longer than one week.',
      ],
    },
  ])('given $name', ({ given, want }) => {
    expect(units(given)).toEqual(want);
  });

  it('given skipped ranges should leave them out and start a block after them', () => {
    const text = 'Handbook - page 2\nStaff get 25 days. They book them.\nPage 2 of 4';
    const skipped = [
      { start: 0, end: 17 },
      { start: text.indexOf('Page 2 of 4'), end: text.length },
    ];
    expect(units(text, skipped)).toEqual(['Staff get 25 days.', 'They book them.']);
    expect(textUnits(text, skipped)[0]?.opensBlock).toBe(true);
  });

  it('should give offsets into the text itself, without surrounding white space', () => {
    const text = '  Alpha is first.   Beta is second.  ';
    for (const unit of textUnits(text)) {
      const piece = text.slice(unit.start, unit.end);
      expect(piece).toBe(piece.trim());
    }
  });
});

describe('readingText', () => {
  it.each([
    { given: 'Every employ-\nee gets it.', want: 'Every employee gets it.' },
    { given: 'one\ntwo  three', want: 'one two three' },
    { given: 'well-\nKnown', want: 'well- Known' },
    { given: 'a 2-\n3 range', want: 'a 2- 3 range' },
  ])('given $given should read $want', ({ given, want }) => {
    expect(readingText(given)).toBe(want);
  });
});
