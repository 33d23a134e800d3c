import { mentionedIn, type ProjectPerson } from './project-people.js';

const people: ProjectPerson[] = [
  { id: 'a', name: 'Anna Admin', role: 'admin' },
  { id: 'd', name: 'Dora', role: 'designer' },
  { id: 'k', name: 'Kundin Kessler', role: 'client' },
];
const named = (message: string) => mentionedIn(message, people).map((person) => person.id);

describe('@Name mentions', () => {
  it('finds the whole name after an @, in any case, anywhere in the text', () => {
    expect(named('@Anna Admin bitte prüfen')).toEqual(['a']);
    expect(named('Danke, @anna admin!')).toEqual(['a']);
    expect(named('(@Dora) und @Kundin Kessler:')).toEqual(['d', 'k']);
    expect(named('Zeile eins\n@DORA')).toEqual(['d']);
  });

  it('ignores names without an @, the start of a longer word and addresses', () => {
    expect(named('Anna Admin, Dora')).toEqual([]);
    expect(named('@Doras Entwurf')).toEqual([]);
    expect(named('@Anna')).toEqual([]);
    expect(named('schreib an info@Dora.ch')).toEqual([]);
    // A later mention counts even when an earlier one was part of a longer word.
    expect(named('@Doras und @Dora')).toEqual(['d']);
  });
});
