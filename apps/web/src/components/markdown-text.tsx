import { type ReactNode, createElement } from 'react';
import { type Block, type Inline, parseMarkdown } from '../lib/markdown';
import { cn } from '../lib/utils';

function renderNode(node: Inline, key: string): ReactNode {
  if (node.kind === 'text') return node.text;
  if (node.kind === 'break') return <br key={key} />;
  if (node.kind === 'strong') return <strong key={key}>{renderInline(node.children)}</strong>;
  if (node.kind === 'em') return <em key={key}>{renderInline(node.children)}</em>;
  const external = /^https?:/.test(node.href);
  return (
    <a
      key={key}
      href={node.href}
      className="font-semibold text-ocean-800 underline underline-offset-2 hover:text-ocean-600"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {renderInline(node.children)}
    </a>
  );
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, `${node.kind}-${index}`));
}

function renderBlock(block: Block, index: number): ReactNode {
  const key = `${block.kind}-${index}`;
  if (block.kind === 'heading') {
    return createElement(
      `h${block.level}`,
      { key, className: 'font-display text-2xl font-bold text-ocean-950' },
      renderInline(block.children),
    );
  }
  if (block.kind === 'list') {
    const items = block.items.map((item, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: list items are static text in a fixed order
      <li key={i}>{renderInline(item)}</li>
    ));
    return block.ordered ? (
      <ol key={key} className="list-decimal space-y-1 pl-6">
        {items}
      </ol>
    ) : (
      <ul key={key} className="list-disc space-y-1 pl-6">
        {items}
      </ul>
    );
  }
  return <p key={key}>{renderInline(block.children)}</p>;
}

/**
 * Markdown shown as React elements: never as HTML, so a script or a tag in the text is shown as the text it is,
 * and only http(s), mailto and same-site links become links.
 */
export function MarkdownText({ source, className }: { source: string; className?: string }) {
  return <div className={cn('flex flex-col gap-5', className)}>{parseMarkdown(source).map(renderBlock)}</div>;
}
