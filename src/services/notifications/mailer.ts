/** Mail over SMTP with nodemailer; every mail says how to unsubscribe (RFC 8058 one-click). */
import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  unsubscribe: string
}

export interface Mailer {
  /** Null when the server accepted the mail, else why not. */
  send(mail: Mail): Promise<string | null>
  close(): void
}

export function smtpMailer(url: string, from: string, timeoutMs = 20_000): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          list: { unsubscribe: { url: mail.unsubscribe, comment: 'Unsubscribe' } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated' },
        })
        return null
      } catch (err) {
        return err instanceof Error ? err.message : String(err)
      }
    },
    close: () => transport.close(),
  }
}
