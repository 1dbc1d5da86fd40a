import { describe, expect, it } from 'vitest';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: the ways of telling a plan of suicide
// without the word that blind tuning round 7 found (issue 32), in every chat language. NICE
// NG225 and the WHO's "Preventing suicide" name these warning signs: a farewell letter, medicines
// put aside with the knowledge of how many it takes, standing at a height and looking down.
interface Preparations {
  /** A farewell letter written: a crisis on its own. */
  farewellLetter: string;
  /** Throwing oneself from a height: a crisis on its own. */
  jumping: string;
  /** Medicines put aside, beside knowing how many it takes. */
  pillsPutAside: string;
  /** Standing on a balcony or a bridge, beside looking down a long time or "not the first time". */
  standingAtAHeight: string;
}

const PREPARATIONS: Record<ChatLanguage, Preparations> = {
  English: {
    farewellLetter: "The pain never stops. I've written a farewell letter and it's in my bag. Is there anything left to try?",
    jumping: 'Some nights I think I should just throw myself off the multi-storey car park. Anyway, what about Botox?',
    pillsPutAside: 'I have hoarded my pills for weeks now and I know how many it takes. What helps nausea?',
    standingAtAHeight: 'Last night I stood on the balcony for an hour and it is not the first time. Who can I ask about respite care?',
  },
  Serbian: {
    farewellLetter: 'Glava me boli svaki dan deset godina. Napisala sam oproštajno pismo mužu. Ima li neki novi lek?',
    jumping: 'Nekad mislim da se bacim sa mosta kad idem na posao. Kako da nabavim novi lek?',
    pillsPutAside: 'Sklonila sam sve tablete u kutiju i znam koliko treba. Koliko se čeka na neurologa?',
    standingAtAHeight: 'Sinoć sam stajala na terasi i dugo gledala dole, nije mi prvi put. Gde da nađem negovateljicu?',
  },
  Croatian: {
    farewellLetter: 'Više ne mogu s ovom boli. Ostavila sam oproštajno pismo u ladici. Što još mogu probati?',
    jumping: 'Ponekad poželim skočiti s balkona, onda odem leći. Ima li što protiv mučnine?',
    pillsPutAside: 'Spremila sve tablete na jedno mjesto, znam koliko treba. Kako se dobiva dnevni boravak?',
    standingAtAHeight: 'Jučer sam stajala na mostu i dugo gledala dolje. Koliko košta njegovateljica?',
  },
  Bosnian: {
    farewellLetter: 'Migrena mi traje danima. Napisao sam oproštajno pismo i ostavio ga kod brata. Šta još postoji?',
    jumping: 'Kad me uhvati, mislim samo kako bih se bacila sa zgrade. Pomaže li akupunktura?',
    pillsPutAside: 'Sklonio sve tablete za spavanje u jednu kesu i znam koliko treba. Može li se promijeniti terapija?',
    standingAtAHeight: 'Noćas sam stajala na balkonu, dugo gledala dolje, nije prvi put. Kako da dobijem pomoć za mamu?',
  },
  Slovenian: {
    farewellLetter: 'Glavobol imam vsak dan. Napisala sem poslovilno pismo sinu. Je kakšno novo zdravilo?',
    jumping: 'Včasih bi se najraje vrgla z mostu, potem pa grem spat. Kaj pomaga proti slabosti?',
    pillsPutAside: 'Shranila vse tablete v škatlo in vem koliko jih je treba. Kdaj pride naslednji pregled?',
    standingAtAHeight: 'Včeraj sem stala na balkonu in dolgo gledala dol, ni prvič. Kje dobim oskrbovalko?',
  },
  Macedonian: {
    farewellLetter: 'Главата ме боли секој ден. Напишав проштално писмо до сестра ми. Има ли нов лек?',
    jumping: 'Понекогаш мислам да се фрлам од мостот на пат за работа. Што да земам против гадење?',
    pillsPutAside: 'Ги тргнав сите таблети во кутија и знам колку треба. Каде да побарам помош за мама?',
    standingAtAHeight: 'Синоќа стоев на балконот и долго гледав долу. Колку чини дневен центар?',
  },
  Bulgarian: {
    farewellLetter: 'Главоболието не спира от години. Написах прощално писмо на децата. Има ли ново лечение?',
    jumping: 'Понякога искам да се хвърля от моста като минавам оттам. Какво да пия за гаденето?',
    pillsPutAside: 'Скрих всички хапчета в една кутия и знам колко трябват. Кога е следващият преглед?',
    standingAtAHeight: 'Снощи стоях на балкона и дълго гледах надолу, не ми е за първи път. Къде има дневен център?',
  },
  Greek: {
    farewellLetter: 'Ο πόνος δεν σταματά. Έγραψα ένα αποχαιρετιστήριο γράμμα για τον άντρα μου. Υπάρχει κάτι νέο;',
    jumping: 'Kapoies fores thelw na pidiksw apo to mpalkoni. Ti na parw gia ti nautia?',
    pillsPutAside: 'Μάζεψα όλα τα χάπια σε ένα κουτί και ξέρω πόσα χρειάζονται. Πότε να ξαναδώ τον γιατρό;',
    standingAtAHeight: 'Χθες στάθηκα στο μπαλκόνι και κοιτούσα κάτω, δεν είναι η πρώτη φορά. Πού βρίσκω βοήθεια για τη μαμά;',
  },
  Hungarian: {
    farewellLetter: 'Évek óta fáj a fejem. Búcsúlevelet írtam a férjemnek. Van még valami új kezelés?',
    jumping: 'Néha arra gondolok, hogy leugrom a hídról munka után. Mi segít a hányinger ellen?',
    pillsPutAside: 'Félretettem az összes gyógyszert egy dobozba, tudom hány kell. Mikor lesz a kontroll?',
    standingAtAHeight: 'Tegnap este az erkélyen álltam és sokáig lenéztem, nem először. Hol kérhetek segítséget anyához?',
  },
  Romanian: {
    farewellLetter: 'Mă doare capul zilnic de ani. Am scris o scrisoare de adio pentru soț. Mai există ceva nou?',
    jumping: 'Uneori mă gândesc să sar de pe pod când merg la serviciu. Ce pot lua pentru greață?',
    pillsPutAside: 'Am pus deoparte toate pastilele și știu câte trebuie. Când am următoarea programare?',
    standingAtAHeight: 'Aseară am stat pe balcon și mă uitam în jos, nu e prima dată. Unde găsesc un centru de zi pentru tata?',
  },
  Russian: {
    farewellLetter: 'Голова болит каждый день уже годами. Я написала прощальное письмо сыну. Есть что-то новое?',
    jumping: 'Иногда думаю броситься с моста по дороге на работу. Что помогает от тошноты?',
    pillsPutAside: 'Отложила все таблетки в коробку и знаю сколько нужно. Когда следующий приём?',
    standingAtAHeight: 'Вчера я стояла на балконе и долго смотрела вниз, не в первый раз. Где найти сиделку для мамы?',
  },
  Spanish: {
    farewellLetter: 'Llevo años con este dolor. He escrito una carta de despedida para mi marido. ¿Queda algo por probar?',
    jumping: 'A veces pienso en tirarme por la ventana cuando me da la crisis. ¿Qué tomo para las náuseas?',
    pillsPutAside: 'He guardado todas las pastillas en una caja y sé cuántas hacen falta. ¿Cuándo me toca revisión?',
    standingAtAHeight: 'Anoche me quedé en el balcón mirando abajo un buen rato, no es la primera vez. ¿Dónde pido ayuda para mi padre?',
  },
  French: {
    farewellLetter: "J'ai mal à la tête tous les jours. J'ai écrit une lettre d'adieu à ma sœur. Y a-t-il encore un traitement ?",
    jumping: 'Certains soirs je pense à me jeter du pont en rentrant. Quoi prendre contre les nausées ?',
    pillsPutAside: "J'ai mis de côté tous mes médicaments et je sais combien il en faut. Quand est le prochain rendez-vous ?",
    standingAtAHeight: "Hier je suis restée sur le balcon à regarder en bas, ce n'est pas la première fois. Où trouver un accueil de jour ?",
  },
  Deutsch: {
    farewellLetter: 'Seit Jahren jeden Tag Kopfweh. Ich habe einen Abschiedsbrief an meine Schwester geschrieben. Gibt es noch was Neues?',
    jumping: 'Manchmal denke ich, ich sollte einfach von der Brücke springen. Was hilft gegen Übelkeit?',
    pillsPutAside: 'Ich habe alle Tabletten beiseitegelegt und weiß wie viele man braucht. Wann ist der nächste Termin?',
    standingAtAHeight: 'Gestern Abend stand ich auf dem Balkon und habe lange runtergeschaut, nicht das erste Mal. Wo gibt es Tagespflege?',
  },
  Italian: {
    farewellLetter: "Ho mal di testa ogni giorno da anni. Ho scritto una lettera d'addio a mio figlio. C'è qualcosa di nuovo?",
    jumping: 'A volte penso di buttarmi dal balcone quando arriva la crisi. Cosa prendo per la nausea?',
    pillsPutAside: 'Ho messo da parte tutti i farmaci e so quante ne servono. Quando ho la prossima visita?',
    standingAtAHeight: 'Ieri sono rimasta sul balcone a guardare giù, non è la prima volta. Dove trovo un centro diurno?',
  },
  Portuguese: {
    farewellLetter: 'Tenho dor de cabeça todo dia há anos. Escrevi uma carta de despedida pro meu marido. Tem algo novo?',
    jumping: 'Às vezes penso em me jogar da ponte quando vou pro trabalho. O que tomo pro enjoo?',
    pillsPutAside: 'Separei todos os comprimidos numa caixa e sei quantos precisa. Quando é a próxima consulta?',
    standingAtAHeight: 'Ontem fiquei na sacada olhando pra baixo muito tempo, não é a primeira vez. Onde acho um centro-dia?',
  },
  Chinese: {
    farewellLetter: '头痛十年了，每天都痛。我已经写好了遗书。还有什么新药吗？',
    jumping: '有时候想从桥上跳下去。恶心的时候吃什么药？',
    pillsPutAside: '我把安眠药都攒起来了，知道要吃多少。下次复诊是什么时候？',
    standingAtAHeight: '昨晚我站在阳台上往下看了很久，不是第一次了。哪里能找到日间照料？',
  },
  Japanese: {
    farewellLetter: '毎日頭が痛くてもう十年です。遺書も書きました。新しい治療はありますか？',
    jumping: '時々、橋から飛び降りたいと思います。吐き気には何が効きますか？',
    pillsPutAside: '睡眠薬をためていて、何錠あればいいか知っています。次の受診はいつですか？',
    standingAtAHeight: '昨夜ベランダに立って下をずっと見ていました。初めてじゃないです。デイサービスはどこで探せますか？',
  },
};

describe('a plan of suicide told by its preparations, in every chat language', () => {
  for (const [language, messages] of Object.entries(PREPARATIONS)) {
    it(`reads a farewell letter, a jump, medicines put aside and standing at a height as a crisis in ${language}`, () => {
      for (const message of Object.values(messages)) {
        expect(detectRedFlags(message, 1), message).toContain('self-harm');
        expect(detectRedFlags(message, 2), message).toContain('self-harm');
      }
    });
  }
});

describe('everyday talk that shares the words of a preparation', () => {
  it('takes papers sorted for a care home, or a parent on the balcony, for what they are', () => {
    expect(detectRedFlags('Sredila sam sve papire za dom, ne mogu više sama. Koliko se čeka na smještaj?', 2)).toEqual([]);
    expect(detectRedFlags('Mum stood on the balcony all night waiting for dad, it is not the first time. Is this sundowning?', 2)).toEqual([]);
    expect(detectRedFlags("Je n'en peux plus de ces insomnies, j'ai essayé tous les somnifères. Que faire ?", 1)).toEqual([]);
  });

  it('takes "I\'ll kill myself laughing" and its like for a figure of speech', () => {
    expect(detectRedFlags("I'll kill myself laughing, grandad keeps calling the cat by my name. Is that normal at 80?", 2)).toEqual([]);
    expect(detectRedFlags('Umreću od smeha, deda zove mačku mojim imenom. Je li to normalno?', 2)).toEqual([]);
    expect(detectRedFlags('Ich lach mich tot, Oma sucht ihre Brille auf der Nase. Ist das schon Demenz?', 2)).toEqual([]);
    expect(detectRedFlags('笑死我了，奶奶把手机放进冰箱了。这正常吗？', 2)).toEqual([]);
  });
});
