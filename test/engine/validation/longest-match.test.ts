import { describe, expect, it } from 'vitest';
import { longestMatch } from '../../../engine/validation/longest-match';

describe('longestMatch: the most characters a whole value matching a pattern has', () => {
  it.each([
    ["^[A-Za-zÅÄÖåäöÉéÜü0-9 &.,!'-]{1,32}$", 32],
    ['^[0-2]$', 1],
    ['^(100|[1-9][0-9]?)$', 3],
    ['^([5-9]|[1-9][0-9]|[1-5][0-9]{2}|600)$', 3],
    ['^(sv|en|fi)$', 2],
    ['^[^<>]{1,40}$', 40],
    ['^[a-z0-9]([a-z0-9.-]{0,61}[a-z0-9])?$', 63],
    ['^[0-9]{1,5}$', 5],
    ['^\\d{3}-?\\d{2}$', 6],
    ['^(?i)[a-z]{2,4}$', 4],
    ['^(?:ab|c){2}$', 4],
    ['^(?P<code>[A-Z]{3})\\.x{2}?$', 6],
    ['^[]a]\\pL\\p{Lu}\\x41\\x{00C5}[[:alpha:]]$', 6],
    ['^a{$', 2],
    ['\\A[ab]{0,7}\\z', 7],
    ['^$', 0],
  ])('%s: %s', (pattern, longest) => {
    expect(longestMatch(pattern)).toBe(longest);
  });

  it.each([
    ['[a-z]{1,5}', 'not anchored: it matches inside any longer value'],
    ['^[a-z]{1,5}', 'open at the end'],
    ['[a-z]{1,5}$', 'open at the start'],
    ['^[a-z]+$', 'unbounded'],
    ['^a*$', 'unbounded'],
    ['^a{2,}$', 'unbounded'],
    ['^a$|^bbbb$', 'a top-level |: each branch its own anchors'],
    ['^(?m)a$', 'multi-line anchors'],
    ['^a\\$', 'the last $ is a literal'],
    ['^\\Qa*\\E$', 'a quoted literal is not read'],
    ['^(a$', 'unbalanced'],
  ])('%s: none (%s)', (pattern) => {
    expect(longestMatch(pattern)).toBeUndefined();
  });
});
