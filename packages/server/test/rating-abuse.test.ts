// No rating change between the same two identities after three rated games in a day, and none for
// an identity playing itself.
import { ratingCap } from '../src/rating';

const pair: [string, string] = ['identity-a', 'identity-b'];

test.each([0, 1, 2])('with %i rated games between them in the last 24 hours, the game changes their ratings', (today) => {
  expect(ratingCap(pair, today)).toBeNull();
});

test.each([3, 4, 10])('with %i rated games between them in the last 24 hours, it changes nothing', (today) => {
  expect(ratingCap(pair, today)).toBe('dailyCap');
});

test('one identity in both seats changes nothing', () => {
  expect(ratingCap(['identity-a', 'identity-a'], 0)).toBe('sameIdentity');
});
