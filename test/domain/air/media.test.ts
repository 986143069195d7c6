import t from 'tap'
import { resolveMedia } from '../../../src/domain/air/media.ts'

t.test('the most specific level that names a media wins: timeslot, then schedule, then show, else none', async (t) => {
  t.same(resolveMedia({ mediaId: 1, scheduleDefaultMediaId: 2, showDefaultMediaId: 3 }), {
    mediaId: 1,
    source: 'timeslot',
  })
  t.same(resolveMedia({ mediaId: null, scheduleDefaultMediaId: 2, showDefaultMediaId: 3 }), {
    mediaId: 2,
    source: 'schedule',
  })
  t.same(resolveMedia({ mediaId: null, scheduleDefaultMediaId: null, showDefaultMediaId: 3 }), {
    mediaId: 3,
    source: 'show',
  })
  t.same(resolveMedia({ mediaId: null, scheduleDefaultMediaId: null, showDefaultMediaId: null }), {
    mediaId: null,
    source: 'none',
  })
})

t.test('media 0 is a media, not an absence', async (t) => {
  t.same(resolveMedia({ mediaId: 0, scheduleDefaultMediaId: 2, showDefaultMediaId: 3 }), {
    mediaId: 0,
    source: 'timeslot',
  })
  t.same(resolveMedia({ mediaId: null, scheduleDefaultMediaId: 0, showDefaultMediaId: 3 }), {
    mediaId: 0,
    source: 'schedule',
  })
})
