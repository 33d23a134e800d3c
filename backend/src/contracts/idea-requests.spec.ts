import { hashtagsOf } from './idea-requests.js';

describe('the dialog’s hashtags', () => {
  it('are split at commas, trimmed, empties dropped and each kept once', () => {
    expect(hashtagsOf(' #Zürich, #Brot ,, ,#Zürich,Backen ')).toEqual(['#Zürich', '#Brot', 'Backen']);
    expect(hashtagsOf(['#a', ' #b , #c', ''])).toEqual(['#a', '#b', '#c']);
    expect(hashtagsOf('  ,  ')).toEqual([]);
  });
});
