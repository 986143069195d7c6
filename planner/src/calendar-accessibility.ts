/**
 * Mends the accessibility of @event-calendar/core's markup (axe-core's findings) while it draws.
 */
// The calendar's table roles wrap its toolbar and its event buttons, which a table may not contain
// (axe-core: aria-required-children, critical), and its previous/next buttons are unnamed icons. Until
// the library fixes both, the planner names the buttons and leaves the grid as plain layout: every
// timeslot stays a named, focusable button, and the day headers stay readable text.
const TABLE_ROLES = new Set(['table', 'rowgroup', 'row', 'columnheader', 'rowheader', 'cell', 'gridcell'])
const CELL_ATTRIBUTES = ['aria-colindex', 'aria-colspan', 'aria-rowindex']

export function mendAccessibility(root: HTMLElement): void {
  const mend = () => {
    for (const element of root.querySelectorAll('[role]'))
      if (TABLE_ROLES.has(element.getAttribute('role') ?? '')) element.removeAttribute('role')
    // Their cell attributes mean nothing without the roles.
    for (const element of root.querySelectorAll('[aria-colindex], [aria-colspan], [aria-rowindex]'))
      for (const name of CELL_ATTRIBUTES) element.removeAttribute(name)
    for (const [selector, label] of [
      ['button.ec-prev', 'Previous'],
      ['button.ec-next', 'Next'],
    ] as const) {
      const button = root.querySelector(selector)
      if (button && button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label)
    }
  }
  mend()
  new MutationObserver(mend).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', ...CELL_ATTRIBUTES],
  })
}
