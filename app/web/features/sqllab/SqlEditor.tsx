import { Component, lazy, Suspense, type ReactNode } from 'react';
import { PlainSqlEditor } from './PlainSqlEditor';
import type { SqlEditorProps } from './sql-editor-props';

// Monaco (~1 MB compressed) is its own chunk, fetched when SQL Lab first shows an editor.
const MonacoSqlEditor = lazy(() => import('./MonacoSqlEditor'));

/** Shows the plain editor when Monaco fails to load (an old browser, a blocked chunk). */
class EditorFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The SQL editor of a tab: Monaco, with the plain text editor while it loads or if it cannot. */
export function SqlEditor(props: SqlEditorProps) {
  const plain = <PlainSqlEditor {...props} />;
  return (
    <EditorFallback fallback={plain}>
      <Suspense fallback={plain}>
        <MonacoSqlEditor {...props} />
      </Suspense>
    </EditorFallback>
  );
}
