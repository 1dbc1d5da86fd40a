import { Fragment } from 'react';
import { parseKnowledgeMarkdown, type MarkdownList } from '../knowledge-markdown';
import { AnswerText } from './answer-text';
import classes from './knowledge-article.module.css';

function ArticleList({ list }: { list: MarkdownList }) {
  const items = list.items.map((item, index) => (
    <li key={index}>
      <AnswerText text={item.text} />
      {item.children && <ArticleList list={item.children} />}
    </li>
  ));
  return list.isOrdered ? <ol className={classes.list}>{items}</ol> : <ul className={classes.list}>{items}</ul>;
}

/**
 * A knowledge-base entry's Markdown body as React elements (knowledge-markdown.ts): paragraphs,
 * lists, tables and **bold**; anything else in it is shown as text, never parsed as HTML.
 */
export function KnowledgeArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className={classes.body}>
      {parseKnowledgeMarkdown(markdown).map((block, index) => (
        <Fragment key={index}>
          {block.kind === 'paragraph' && (
            <p>
              <AnswerText text={block.text} />
            </p>
          )}
          {block.kind === 'heading' && (
            <h3 className={classes.heading}>
              <AnswerText text={block.text} />
            </h3>
          )}
          {block.kind === 'list' && <ArticleList list={block} />}
          {block.kind === 'table' && (
            <div className={classes.tableFrame}>
              <table className={classes.table}>
                <thead>
                  <tr>
                    {block.header.map((cell, column) => (
                      <th key={column} scope="col">
                        <AnswerText text={cell} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, rowIndex) => (
                    <tr key={rowIndex}>
                      {row.map((cell, column) =>
                        column === 0 ? (
                          <th key={column} scope="row">
                            <AnswerText text={cell} />
                          </th>
                        ) : (
                          <td key={column}>
                            <AnswerText text={cell} />
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Fragment>
      ))}
    </div>
  );
}
