/** Names cut to the standards' lengths at a word boundary (RadioDNS SPI's short, medium and long names). */
import t from 'tap'
import { cutAtWord } from '../../../src/domain/programme/station.ts'

t.test('a name is cut at the last word that fits', async (t) => {
  t.equal(cutAtWord('Radio Helsinki', 14), 'Radio Helsinki', 'what fits stays whole')
  t.equal(cutAtWord('Radio Helsinki Graz', 16), 'Radio Helsinki')
  t.equal(cutAtWord('  Radio \n Helsinki  ', 14), 'Radio Helsinki', 'whitespace collapsed first')
})

t.test('a word followed by punctuation at the cut is kept (it lost one word too many)', async (t) => {
  t.equal(cutAtWord('Radio Helsinki, Graz', 14), 'Radio Helsinki', 'the comma just past the limit')
  t.equal(cutAtWord('Radio Helsinki, Graz', 15), 'Radio Helsinki', 'the comma at the limit goes')
  t.equal(cutAtWord('Jazz Night: live from the club', 10), 'Jazz Night')
  t.equal(cutAtWord('Morning Show. Live', 12), 'Morning Show')
  t.equal(cutAtWord('Nachtprogramm – Musik', 13), 'Nachtprogramm')
  t.equal(cutAtWord('Ночная программа, повтор', 16), 'Ночная программа', 'in any script')
})

t.test('brackets and apostrophes are inside words, not boundaries', async (t) => {
  t.equal(cutAtWord('Jazz (Live) Night', 10), 'Jazz', 'no cut inside a bracket')
  t.equal(cutAtWord("Rock'n'Roll Hour", 12), "Rock'n'Roll")
})

t.test('a first word longer than the limit is cut inside it', async (t) => {
  t.equal(cutAtWord('Donaudampfschifffahrt', 8), 'Donaudam')
  t.equal(cutAtWord('Donaudampfschifffahrt, Wien', 8), 'Donaudam')
  t.equal([...cutAtWord('日本語のラジオ番組です', 8)].length, 8, 'counted in code points')
})
