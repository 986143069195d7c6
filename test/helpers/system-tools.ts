/**
 * What tests need from the system beyond Node and PostgreSQL, one function per tool: where it is, or
 * the one line a test skips with, naming what is missing and the command that installs it. test/setup.ts
 * installs the missing ones first where it can (root with apt-get), so on a fresh machine `npm test`
 * brings them itself; where it cannot (not root, no network), the tests that need one skip, never fail.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import type { Test } from 'tap'

type Env = NodeJS.ProcessEnv

/** A tool found (its path), or the reason a test that needs it skips. */
export type Found = { path: string; skip?: undefined } | { path?: undefined; skip: string }

interface SystemTool {
  /** Debian's package that brings it. */
  package: string
  find(env: Env): Found
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The program's path on PATH, as a shell would find it. */
export function onPath(program: string, env: Env = process.env): string | undefined {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => join(dir, program))
    .find(executable)
}

function missing(what: string, pkg: string): Found {
  return { skip: `${what} is missing: \`apt-get install ${pkg}\` installs it (npm test does when run as root)` }
}

function program(name: string, pkg: string): SystemTool {
  return {
    package: pkg,
    find: (env) => {
      const path = onPath(name, env)
      return path === undefined ? missing(`${name} (Debian's ${pkg})`, pkg) : { path }
    },
  }
}

/** A python3 whose dateutil is 2.8 or later (Debian's, or 2.9 from pip): the one on PATH, else Debian's. */
function findPythonDateutil(env: Env): Found {
  const candidates = [onPath('python3', env), '/usr/bin/python3'].filter(
    (path): path is string => path !== undefined && executable(path),
  )
  for (const path of new Set(candidates)) {
    const probe = spawnSync(path, ['-c', 'import dateutil, zoneinfo; print(dateutil.__version__)'], {
      encoding: 'utf8',
      env,
    })
    if (probe.status === 0 && /^2\.(8|9)\./.test(probe.stdout)) return { path }
  }
  return missing('python3 with python-dateutil 2.8 or later', 'python3-dateutil')
}

export const TOOLS = {
  /** Debian's chromium; CHROMIUM_PATH names another browser, and when it names no file there is none. */
  chromium: {
    package: 'chromium',
    find: (env) => {
      const chosen = env.CHROMIUM_PATH
      if (chosen === undefined || chosen === '') return program('chromium', 'chromium').find(env)
      if (executable(chosen)) return { path: chosen }
      return {
        skip: `CHROMIUM_PATH=${chosen} names no browser: unset it and \`apt-get install chromium\` installs Debian's (npm test does when run as root)`,
      }
    },
  },
  /** Debian's Firefox ESR (the planner's scenario in a second engine, over WebDriver BiDi). */
  firefox: program('firefox-esr', 'firefox-esr'),
  liquidsoap: program('liquidsoap', 'liquidsoap'),
  pythonDateutil: { package: 'python3-dateutil', find: findPythonDateutil },
  /** XMLTV's own validator. */
  tvValidateFile: program('tv_validate_file', 'xmltv-util'),
  xmllint: program('xmllint', 'libxml2-utils'),
  /** What the README's walk-through is pasted with. */
  curl: program('curl', 'curl'),
  jq: program('jq', 'jq'),
} satisfies Record<string, SystemTool>

export type ToolName = keyof typeof TOOLS

export const chromium = (env: Env = process.env): Found => TOOLS.chromium.find(env)
export const firefox = (env: Env = process.env): Found => TOOLS.firefox.find(env)
export const liquidsoap = (env: Env = process.env): Found => TOOLS.liquidsoap.find(env)
export const pythonDateutil = (env: Env = process.env): Found => TOOLS.pythonDateutil.find(env)
export const tvValidateFile = (env: Env = process.env): Found => TOOLS.tvValidateFile.find(env)
export const xmllint = (env: Env = process.env): Found => TOOLS.xmllint.find(env)
export const curlAndJq = (env: Env = process.env): Found => {
  const curl = TOOLS.curl.find(env)
  return curl.skip === undefined ? TOOLS.jq.find(env) : curl
}

/**
 * The Debian packages of the tools missing here that apt-get could bring. A CHROMIUM_PATH that is set
 * is the tester's choice of browser: not replaced by Debian's.
 */
export function missingPackages(env: Env = process.env): string[] {
  return Object.entries(TOOLS)
    .filter(([name, tool]) => !(name === 'chromium' && env.CHROMIUM_PATH) && tool.find(env).skip !== undefined)
    .map(([, tool]) => tool.package)
}

/** Why apt-get cannot install here, or null when it can (root, with apt-get on PATH). */
export function cannotInstall(env: Env = process.env): string | null {
  if (process.getuid?.() !== 0) return 'not root'
  if (onPath('apt-get', env) === undefined) return 'no apt-get'
  return null
}

/**
 * Installs the missing tools' packages with apt-get where it can: an install that fails (package lists of
 * a fresh machine are empty or stale) is tried again after `apt-get update`. Answers what it did in one
 * line, or null when it did nothing; never throws: what stays missing skips its tests.
 */
export function installMissing(env: Env = process.env): string | null {
  const packages = missingPackages(env)
  if (packages.length === 0) return null
  // Not root: each test that needs a missing tool says so, and how to install it, in its skip line.
  if (cannotInstall(env) !== null) return null
  const apt = (...args: string[]) =>
    spawnSync(
      'apt-get',
      ['-o', 'Acquire::Retries=1', '-o', 'Acquire::http::Timeout=20', '-o', 'DPkg::Lock::Timeout=120', ...args],
      {
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      },
    )
  const install = (...only: string[]) => apt('install', '-y', '-q', '--no-install-recommends', ...only)
  let result = install(...packages)
  if (result.status !== 0) {
    apt('update', '-q')
    result = install(...packages)
  }
  // One package apt cannot find must not keep the others out.
  if (result.status !== 0) for (const one of packages) install(one)
  const still = missingPackages(env)
  if (result.status === 0 && still.length === 0) return `installed with apt-get: ${packages.join(', ')}`
  const error = result.error?.message ?? result.stderr.trim().split('\n').at(-1) ?? `exit ${result.status}`
  return `apt-get could not install ${still.join(', ')} (${error}): their tests skip`
}

/**
 * The file's `t.test` when the tool was found; when not, one skip line naming what is missing and how
 * to install it, and the file's tests are not registered at all (one line, however many tests).
 */
export function testsNeeding(t: Test, found: Found): Test['test'] {
  if (found.skip === undefined) return t.test.bind(t)
  t.skip(found.skip, () => {})
  return (() => Promise.resolve()) as unknown as Test['test']
}
