/**
 * What a show carries for the station's website and its regulator: image, hosts, links, categories,
 * languages, funding category. Validated with a 400 naming the field, listed and filtered, recorded in
 * the change log and put back by a revert.
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { snapshot } from '../../helpers/factories.ts'

const presented = {
  imageUrl: 'https://radio.example.org/img/jazz.png',
  hosts: [{ name: '  Ana Ruiz ' }, { name: 'Ben Okafor' }],
  links: [
    { label: 'Website', url: 'https://jazz.example.org/' },
    { label: 'Podcast', url: 'http://pod.example.org/feed.xml' },
  ],
  categories: ['Jazz', 'Live music'],
  languages: ['EN-gb', 'de-AT', 'en-GB'],
  fundingCategory: 'Community (RTR F2)',
}

for (const database of testDatabases()) {
  t.test(`show presentation on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const post = (payload: object) =>
      injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload })

    t.test(
      'a new show has none of it; a presented show keeps it, languages canonical, host names trimmed',
      async (t) => {
        const plain = (await post({ name: 'Plain' })).json()
        t.match(plain, { imageUrl: null, hosts: [], links: [], categories: [], languages: [], fundingCategory: null })
        const res = await post({ name: 'Jazz Live', ...presented })
        t.equal(res.statusCode, 201, res.body)
        t.match(res.json(), {
          imageUrl: presented.imageUrl,
          hosts: [{ name: 'Ana Ruiz' }, { name: 'Ben Okafor' }],
          links: presented.links,
          categories: ['Jazz', 'Live music'],
          languages: ['en-GB', 'de-AT'],
          fundingCategory: 'Community (RTR F2)',
        })
        t.same((await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${res.json().id}` })).json(), res.json())
      },
    )

    t.test('a host may be linked to an existing user; an unknown user is a 400 naming the host', async (t) => {
      const me = (await injectAs(app, 'programme-manager', { url: '/api/v1/users/me' })).json()
      const ok = await post({ name: 'Linked', hosts: [{ name: 'Me', userId: me.id }] })
      t.equal(ok.statusCode, 201, ok.body)
      t.same(ok.json().hosts, [{ name: 'Me', userId: me.id }])
      const before = await snapshot(app.db)
      const bad = await post({ name: 'Ghost host', hosts: [{ name: 'A' }, { name: 'Ghost', userId: 999_999 }] })
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { code: 'ONAIR_USER_UNKNOWN', fields: [{ path: 'body/hosts/1/userId', message: /999999/ }] })
      t.same(await snapshot(app.db), before)
    })

    const invalid: Array<[string, object, string, string?]> = [
      ['an image URL that is no URL', { imageUrl: 'not a url' }, 'body/imageUrl'],
      ['an image URL of another scheme', { imageUrl: 'javascript:alert(1)' }, 'body/imageUrl'],
      ['a link without label', { links: [{ url: 'https://a.example/' }] }, 'body/links/0/label'],
      ['a link to a data: URL', { links: [{ label: 'x', url: 'data:text/html,hi' }] }, 'body/links/0/url'],
      ['a blank host name', { hosts: [{ name: '  ' }] }, 'body/hosts/0/name'],
      ['a host with an unknown field', { hosts: [{ name: 'A', email: 'a@b' }] }, 'body/hosts/0/email'],
      ['a category with a comma', { categories: ['Jazz, Blues'] }, 'body/categories/0'],
      ['a repeated category', { categories: ['Jazz', 'Jazz'] }, 'body/categories'],
      ['a language that is no tag', { languages: ['de', 'english'] }, 'body/languages/1'],
      [
        'a language tag malformed in its subtags',
        { languages: ['en-US-x'] },
        'body/languages/0',
        'ONAIR_LANGUAGE_INVALID',
      ],
      ['a blank funding category', { fundingCategory: ' ' }, 'body/fundingCategory'],
    ]
    for (const [what, fields, path, code] of invalid) {
      t.test(`refuses ${what} with 400 naming ${path}, changing nothing`, async (t) => {
        const before = await snapshot(app.db)
        const res = await post({ name: 'Bad', ...fields })
        t.equal(res.statusCode, 400)
        const body = res.json()
        t.ok(
          body.fields.some((f: { path: string }) => f.path === path),
          `fields name ${path}: ${JSON.stringify(body.fields)}`,
        )
        if (code !== undefined) t.equal(body.code, code)
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('lists filter by category (exact) and by language (a tag matches its subtags)', async (t) => {
      const make = async (name: string, categories: string[], languages: string[]) =>
        (await post({ name, categories, languages })).json().id as number
      const a = await make('Filter A', ['Talk'], ['de'])
      const b = await make('Filter B', ['Talk', 'News'], ['de-AT', 'en'])
      const c = await make('Filter C', ['News'], ['fr'])
      const ids = async (query: string) => {
        const res = await injectAs(app, 'programme-manager', { url: `/api/v1/shows?limit=500&${query}` })
        t.equal(res.statusCode, 200, res.body)
        return res
          .json()
          .items.map((s: { id: number }) => s.id)
          .filter((id: number) => [a, b, c].includes(id))
      }
      t.same(await ids('category=Talk'), [a, b])
      t.same(await ids('category=News,Talk'), [a, b, c])
      t.same(await ids('category=talk'), [], 'categories match exactly')
      t.same(await ids('language=de'), [a, b], 'de matches de-AT')
      t.same(await ids('language=DE-at'), [b], 'the filter is canonicalised too')
      t.same(await ids('language=fr&category=Talk'), [], 'filters combine')
      const bad = await injectAs(app, 'programme-manager', { url: '/api/v1/shows?language=en-US-x' })
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { code: 'ONAIR_LANGUAGE_INVALID', fields: [{ path: 'querystring/language/0' }] })
    })

    t.test('a change is in the change log and a revert puts every field back', async (t) => {
      const show = (await post({ name: 'Revertible', ...presented })).json()
      const patch = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${show.id}`,
        payload: {
          imageUrl: null,
          hosts: [],
          links: [{ label: 'New', url: 'https://new.example/' }],
          categories: ['Other'],
          languages: ['fr'],
          fundingCategory: null,
        },
      })
      t.equal(patch.statusCode, 200, patch.body)
      t.match(patch.json(), {
        imageUrl: null,
        hosts: [],
        categories: ['Other'],
        languages: ['fr'],
        fundingCategory: null,
      })
      const change = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      t.equal(change.action, 'show.update')
      t.match(change.changes[0], {
        entity: 'show',
        before: { categories: ['Jazz', 'Live music'], languages: ['en-GB', 'de-AT'] },
        after: { categories: ['Other'] },
      })
      const revert = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${change.id}/revert`,
      })
      t.equal(revert.statusCode, 201, revert.body)
      const back = (await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${show.id}` })).json()
      for (const field of ['imageUrl', 'hosts', 'links', 'categories', 'languages', 'fundingCategory'] as const)
        t.same(back[field], show[field], field)
    })
  })
}
