import { CONTENT_ASSET_PATH, fillPath, type ContentBlock } from '@broker/contract';

/**
 * Renders a page's blocks as React elements. The content is data, never markup: text goes in as
 * text (React escapes it), so nothing in the CMS can run as script. Headings start one level below
 * the page's own heading (`level`).
 */
export function ContentBlocks({ blocks, level = 2 }: { blocks: readonly ContentBlock[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} className="content-heading">
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className="content-list">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </List>
            );
          }
          case 'callout':
            return (
              <p key={index} className={`content-callout ${block.tone}`}>
                {block.text}
              </p>
            );
          case 'image':
            return (
              <img
                key={index}
                className="content-image"
                src={fillPath(CONTENT_ASSET_PATH, { assetId: block.assetId })}
                alt={block.alt}
                width={320}
                height={160}
              />
            );
        }
      })}
    </>
  );
}
