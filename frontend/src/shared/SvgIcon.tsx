import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

export interface SvgIconProps {
  /** An outlined or filled icon of @ant-design/icons-svg, imported one by one: `@ant-design/icons-svg/es/asn/UserOutlined`. */
  icon: IconDefinition;
  className?: string;
}

function toElement(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(toElement));
}

/**
 * antd's icon shapes without antd's icon runtime (its context, style injection and colour helpers):
 * the public pages load no antd at all (docs/decisions.md, "First load"). Sized by the font like
 * antd's icons (1em, currentColor) and hidden from assistive technology; the text beside it speaks.
 */
export function SvgIcon({ icon, className }: SvgIconProps) {
  if (typeof icon.icon === 'function')
    throw new Error(`SvgIcon draws one-colour icons only, not ${icon.name} (${icon.theme})`);
  const { attrs, children } = icon.icon;
  return (
    <span role="img" aria-hidden="true" className={className ? `svg-icon ${className}` : 'svg-icon'}>
      <svg {...attrs} width="1em" height="1em" fill="currentColor">
        {children?.map(toElement)}
      </svg>
    </span>
  );
}
