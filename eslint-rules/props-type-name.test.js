import rule from './props-type-name.js';
import { ruleTester } from './rule-tester.js';

const tsx = (code) => ({ code, filename: 'Component.tsx' });
const invalid = (code, name, expected, actual) => ({
  ...tsx(code),
  errors: [{ messageId: 'propsTypeName', data: { name, expected, actual } }],
});

ruleTester.run('props-type-name', rule, {
  valid: [
    tsx('export function Card({ title }: CardProps) { return <div>{title}</div>; }'),
    tsx('export const Card = ({ title }: CardProps) => <div>{title}</div>;'),
    tsx('const Card = (props: CardProps) => { return <div>{props.title}</div>; };'),
    tsx('function List<T>({ items }: ListProps<T>) { return <ul>{items.length}</ul>; }'),
    tsx('export const Card = memo(function Card({ title }: CardProps) { return <div>{title}</div>; });'),
    tsx('export const Card = memo(({ title }: CardProps) => <div>{title}</div>);'),
    tsx('function Gate({ ok = false }: GateProps = {}) { return ok ? <div /> : null; }'),
    // No props, or an untyped first parameter: nothing to name.
    tsx('export function Page() { return <main />; }'),
    tsx('export const Page = () => <main />;'),
    tsx('items.map((item) => <li key={item}>{item}</li>);'),
    // Not components: camelCase, or returning no JSX of their own (the inner arrow returns it).
    tsx('function renderTitle(title: { text: string }) { return <h1>{title.text}</h1>; }'),
    tsx('function Columns(texts: { a: string }) { return [{ render: () => <b>{texts.a}</b> }]; }'),
    tsx('function Helper(value: string) { return value.length; }'),
  ],
  invalid: [
    invalid(
      'export function Card({ title }: { title: string }) { return <div>{title}</div>; }',
      'Card',
      'CardProps',
      'an inline type literal',
    ),
    invalid('export function Card({ title }: Props) { return <div>{title}</div>; }', 'Card', 'CardProps', '`Props`'),
    invalid('const Card = ({ title }: TileProps) => <div>{title}</div>;', 'Card', 'CardProps', '`TileProps`'),
    invalid(
      'function Card(props: Readonly<CardProps>) { return <div />; }',
      'Card',
      'CardProps',
      '`Readonly<CardProps>`',
    ),
    invalid(
      'function Gate({ ok }: { ok: boolean }) { if (!ok) return null; return <>{ok}</>; }',
      'Gate',
      'GateProps',
      'an inline type literal',
    ),
    invalid(
      'const Card = memo(({ title }: { title: string }) => <div>{title}</div>);',
      'Card',
      'CardProps',
      'an inline type literal',
    ),
    invalid(
      'export function Page() { function Row({ id }: { id: string }) { return <tr key={id} />; } return <table><Row id="1" /></table>; }',
      'Row',
      'RowProps',
      'an inline type literal',
    ),
  ],
});
