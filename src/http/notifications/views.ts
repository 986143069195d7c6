import type { NotificationRecord } from '../../domain/notifications/notices.ts'
import { escapeHtml } from '../../domain/notifications/notification-texts.ts'

export const toNotificationView = (row: NotificationRecord) => ({
  id: row.id,
  userId: row.userId,
  kind: row.kind,
  state: row.state,
  subject: row.subject,
  text: row.textBody,
  changesetId: row.changesetId,
  timeslotId: row.timeslotId,
  dueAt: row.dueAt.toISOString(),
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/** A page for a person who followed a mail's link: no script, one optional form. */
export function linkPage(title: string, message: string, form?: { action: string; button: string }): string {
  const formHtml =
    form === undefined
      ? ''
      : `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${formHtml}</main></body></html>`
}

/** Links in mails: forms post only here, nothing else loads. */
export const LINK_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
