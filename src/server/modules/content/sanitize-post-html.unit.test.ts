import { describe, expect, it } from 'vitest';
import { postPlainText, sanitizePostHtml } from './sanitize-post-html';

describe('sanitizePostHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red">ok</p>', '<p>ok</p>'],
    [
      '<img src="/images/blog/investment.svg" onerror="alert(1)" alt="a">',
      '<img src="/images/blog/investment.svg" alt="a" />',
    ],
    ['<img src="https://evil.example/x.png">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html,x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="/wine-assets">x</a>', '<a href="/wine-assets" rel="noopener noreferrer">x</a>'],
    ['<a href="mailto:team@vino.example">x</a>', '<a href="mailto:team@vino.example" rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.example"></iframe><style>p{}</style><object data="x"></object>', ''],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    [
      '<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul><blockquote>q</blockquote>',
      '<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul><blockquote>q</blockquote>',
    ],
  ])('%s', (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizePostHtml('<p>a <a href="https://x.example">b</a></p><img src="/i.svg" alt="">');
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe('postPlainText', () => {
  it('keeps words apart across tags and drops markup', () => {
    expect(postPlainText('<h2>Title</h2><p>One <strong>two</strong></p><script>x</script>')).toBe('Title One two');
  });
});
