import { useEffect, useRef, type ReactNode } from 'react'

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger'

/**
 * A boxed message: a state of the page (link expired, signed, no connection) or the outcome of
 * an action. `focus` moves the keyboard and screen-reader focus to it when it appears, so a
 * person who just pressed a button hears what happened.
 */
export function GuestNotice({ tone, title, children, action, focus = false }: { tone: NoticeTone; title: string; children?: ReactNode; action?: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus, title])
  const urgent = tone === 'danger' || tone === 'warning'
  return (
    <section className={`notice notice-${tone}`} role={urgent ? 'alert' : 'status'}>
      <h2 className="notice-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children ? <div className="notice-text">{children}</div> : null}
      {action ? <div className="notice-action">{action}</div> : null}
    </section>
  )
}
