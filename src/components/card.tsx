import type { ReactNode } from 'react';
import './card.css';

interface CardProps {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor other pages link to. */
  id?: string;
}

export function Card({ title, actions, children, className, id }: CardProps) {
  return (
    <section id={id} className={['card', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <div className="card__header">
          {title && <h2 className="card__title">{title}</h2>}
          {actions && <div className="card__actions">{actions}</div>}
        </div>
      )}
      <div className="card__body">{children}</div>
    </section>
  );
}

interface TileProps {
  title: string;
  /** The headline figure or status of the tile. */
  value?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A dashboard tile: a small card with a headline value. */
export function Tile({ title, value, children, footer }: TileProps) {
  return (
    <section className="card tile">
      <h2 className="tile__title">{title}</h2>
      {value !== undefined && <p className="tile__value">{value}</p>}
      {children}
      {footer && <div className="tile__footer">{footer}</div>}
    </section>
  );
}

/** A responsive grid of tiles: one column on phones, as many as fit above. */
export function TileGrid({ children }: { children: ReactNode }) {
  return <div className="tile-grid">{children}</div>;
}
